import { cn } from '../../lib/cn';

const BASE =
  'inline-block animate-spin rounded-full border-current border-r-transparent text-teal-600 dark:text-teal-400';
const sizes = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' } as const;

export function Spinner({ size = 'md', className }: { size?: keyof typeof sizes; className?: string }) {
  return (
    <span
      aria-hidden="true"
      // Without a className there is nothing to merge: the first spinner of a page load does not pay for
      // tailwind-merge's set-up (tens of ms on a phone).
      className={className ? cn(BASE, sizes[size], className) : `${BASE} ${sizes[size]}`}
    />
  );
}
