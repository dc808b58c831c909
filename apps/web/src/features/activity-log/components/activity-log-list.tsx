import type { ActivityLogEntry } from '@jornada/shared/api/logs';
import { cn } from '../../../lib/cn';
import { formatLogDateTime, type LogNames, summarizeDetails } from '../utils/format-log';

/**
 * The table's columns, fixed widths but the details': the IP column fits an IPv4 address on one line
 * and an IPv6 one broken at its colons, so nothing is cut at 1280 px.
 */
const columns = [
  { label: 'Fecha y hora', width: 'w-40' },
  { label: 'Persona', width: 'w-44' },
  { label: 'Acción', width: 'w-40' },
  { label: 'Detalles', width: undefined },
  { label: 'IP', width: 'w-36' },
] as const;
const NO_IP_TITLE = 'Los fichajes no guardan la IP';

/** An IP address that may wrap after each ':' (IPv6), never inside a group of digits. */
function IpAddress({ ip }: { ip: string }) {
  const parts = ip.split(':');
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the groups of one address, in order
        <span key={index}>
          {part}
          {index < parts.length - 1 && (
            <>
              :<wbr />
            </>
          )}
        </span>
      ))}
    </>
  );
}

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

/** Wide screens (1280 px and up, the sidebar beside it): a table. */
function LogTable({ entries, names }: ListProps) {
  return (
    <div className="hidden overflow-x-auto xl:block">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">Actividad de la empresa</caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.label} className={column.width} />
          ))}
        </colgroup>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:text-slate-400">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap first:pl-4">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top text-slate-800 dark:text-slate-200">
              <td className="py-3 pr-3 pl-4 whitespace-nowrap tabular-nums">{formatLogDateTime(entry.createdAt)}</td>
              <td className="px-3 py-3">
                <Person entry={entry} />
              </td>
              <td className="px-3 py-3">
                <ActionLabel entry={entry} />
              </td>
              <td className="px-3 py-3 break-words text-slate-600 dark:text-slate-400">
                {summarizeDetails(entry, names)}
              </td>
              <td
                className="px-3 py-3 text-xs leading-5 text-slate-600 tabular-nums dark:text-slate-400"
                title={entry.ip ? undefined : NO_IP_TITLE}
              >
                {entry.ip ? <IpAddress ip={entry.ip} /> : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones, tablets and narrower laptops: one card per entry. */
function LogCards({ entries, names }: ListProps) {
  return (
    <ul className="flex flex-col divide-y divide-slate-200 xl:hidden dark:divide-slate-800">
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
            {entry.ip && (
              <p className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
                IP <IpAddress ip={entry.ip} />
              </p>
            )}
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
