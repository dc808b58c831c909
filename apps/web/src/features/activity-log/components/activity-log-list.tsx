import type { ActivityLogEntry } from '@jornada/shared/api/logs';
import { cn } from '../../../lib/cn';
import { formatLogDateTime, type LogNames, summarizeDetails } from '../utils/format-log';

const columns = ['Fecha y hora', 'Persona', 'Acción', 'Detalles', 'IP'] as const;
const NO_IP_TITLE = 'Los fichajes no guardan la IP';

function Person({ entry }: { entry: ActivityLogEntry }) {
  if (!entry.actor) return <span className="text-slate-500 italic dark:text-slate-400">Sistema</span>;
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium text-slate-900 dark:text-white">{entry.actor.name}</span>
      {entry.actor.email && (
        <span className="truncate text-xs text-slate-500 dark:text-slate-400">{entry.actor.email}</span>
      )}
    </span>
  );
}

function ActionLabel({ entry }: { entry: ActivityLogEntry }) {
  const isClock = entry.source === 'clock';
  return (
    <span
      className={cn(
        'inline-flex rounded-md px-2 py-0.5 text-xs font-semibold',
        isClock
          ? 'bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-200'
          : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
      )}
    >
      {entry.actionLabel}
    </span>
  );
}

interface ListProps {
  entries: readonly ActivityLogEntry[];
  /** The names of the people and shifts the page mentions by id. */
  names: LogNames;
}

/** Desktop: a table. */
function LogTable({ entries, names }: ListProps) {
  return (
    <div className="hidden overflow-x-auto lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Actividad de la empresa</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:text-slate-400">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top text-slate-800 dark:text-slate-200">
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatLogDateTime(entry.createdAt)}</td>
              <td className="max-w-56 px-4 py-3">
                <Person entry={entry} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <ActionLabel entry={entry} />
              </td>
              <td className="px-4 py-3 break-words text-slate-600 dark:text-slate-400">
                {summarizeDetails(entry, names)}
              </td>
              <td
                className="px-4 py-3 whitespace-nowrap text-slate-600 tabular-nums dark:text-slate-400"
                title={entry.ip ? undefined : NO_IP_TITLE}
              >
                {entry.ip ?? '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones and tablets: one card per entry. */
function LogCards({ entries, names }: ListProps) {
  return (
    <ul className="flex flex-col divide-y divide-slate-200 lg:hidden dark:divide-slate-800">
      {entries.map((entry) => {
        const details = summarizeDetails(entry, names);
        return (
          <li key={entry.id} className="flex flex-col gap-2 p-4 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <ActionLabel entry={entry} />
              <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
                {formatLogDateTime(entry.createdAt)}
              </span>
            </div>
            <Person entry={entry} />
            {details !== '—' && <p className="break-words text-slate-600 dark:text-slate-400">{details}</p>}
            {entry.ip && <p className="text-xs text-slate-500 tabular-nums dark:text-slate-400">IP {entry.ip}</p>}
          </li>
        );
      })}
    </ul>
  );
}

export function ActivityLogList(props: ListProps) {
  return (
    <>
      <LogTable {...props} />
      <LogCards {...props} />
    </>
  );
}
