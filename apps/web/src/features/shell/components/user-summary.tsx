import { initialsOf } from '../utils/initials';

export function Avatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-teal-700 text-sm font-semibold text-white dark:bg-teal-500 dark:text-slate-950"
    >
      {initialsOf(name)}
    </span>
  );
}

/**
 * Name plus a second line (company or role) beside the avatar. On a phone the header is narrow: the
 * name may take two lines instead of being cut, and the second line gives way to it.
 */
export function UserSummary({ name, detail }: { name: string; detail?: string | null }) {
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <Avatar name={name} />
      <div className="flex min-w-0 flex-col leading-tight">
        <span
          data-testid="header-user-name"
          className="line-clamp-2 text-sm font-semibold break-words text-slate-900 sm:line-clamp-1 sm:block sm:truncate dark:text-white"
        >
          {name}
        </span>
        {detail && (
          <span className="hidden truncate text-xs text-slate-500 sm:block dark:text-slate-400">{detail}</span>
        )}
      </div>
    </div>
  );
}
