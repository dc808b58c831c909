import { StatusPill } from '../../../components/ui/status-pill';

/** A worker's alerts in the period: amber when there are any, '…' while they load. */
export function AlertCount({ count }: { count: number | undefined }) {
  if (count === undefined) return <span className="text-slate-400">…</span>;
  if (count === 0) return <span className="text-slate-500 dark:text-slate-400">0</span>;
  return (
    <StatusPill tone="warning" className="px-2 py-0.5" aria-label={`${count} alertas`}>
      {count}
    </StatusPill>
  );
}
