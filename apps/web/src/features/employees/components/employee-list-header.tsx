import { UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { userLimitCounter, userLimitCounterLabel } from '../utils/user-limit';

export interface UserLimitCount {
  current: number;
  limit: number;
}

/** 'current/limit' beside the button (SPEC §2.6); the screen reader hears it in words. */
function UserLimitCounter({ current, limit }: UserLimitCount) {
  return (
    <span
      className="rounded-full bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-700 tabular-nums dark:bg-slate-800 dark:text-slate-200"
      title={userLimitCounterLabel(current, limit)}
    >
      <span aria-hidden="true">{userLimitCounter(current, limit)}</span>
      <span className="sr-only">{userLimitCounterLabel(current, limit)}</span>
    </span>
  );
}

export function EmployeeListHeader({
  title,
  description,
  onCreate,
  count,
}: {
  title: string;
  description: string;
  /** Absent when the user may not create employees. */
  onCreate?: () => void;
  /** Shown once both the plan's limit and the active employees are known. */
  count: UserLimitCount | null;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
      </div>
      {onCreate && (
        <div className="flex items-center gap-2">
          <Button onClick={onCreate}>
            <UserPlus aria-hidden="true" />
            <span className="sm:hidden">Nuevo</span>
            <span className="hidden sm:inline">Nuevo Empleado</span>
          </Button>
          {count && <UserLimitCounter {...count} />}
        </div>
      )}
    </div>
  );
}
