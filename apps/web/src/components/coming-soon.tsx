import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './ui/card';

export const COMING_SOON_TEXT = 'Esta sección estará disponible próximamente.';

/** Honest empty state for a route whose screen arrives in a later version. */
export function ComingSoon({
  title,
  description,
  children,
}: {
  title: string;
  /** One sentence: what this screen will do. */
  description: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-700 dark:bg-teal-950 dark:text-teal-300">
          <Hourglass aria-hidden="true" className="size-6" />
        </span>
        <p className="max-w-xl text-base text-slate-700 dark:text-slate-300">{description}</p>
        <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{COMING_SOON_TEXT}</p>
        {children}
      </Card>
    </div>
  );
}
