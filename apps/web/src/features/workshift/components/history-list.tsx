import { MapPin } from 'lucide-react';
import { Fragment } from 'react';
import { OfflineBadge } from '../../../components/offline-badge';
import { Badge } from '../../../components/ui/badge';
import type { HistoryRow } from '../utils/history-rows';
import { CorrectionDetails } from './correction-details';

const columns = ['Fecha', 'Inicio', 'Fin', 'Pausas', 'Tiempo trabajado', 'Observaciones', 'Ubicaciones'] as const;

function RowBadges({ row }: { row: HistoryRow }) {
  const isCorrected = row.corrections.length > 0;
  if (!row.isOpen && !isCorrected && !row.dayOff && !row.isOffline) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {row.isOpen &&
        (row.isForgotten ? (
          <Badge className="bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
            Olvido de fichar salida
          </Badge>
        ) : (
          <Badge variant="brand">{row.statusLabel}</Badge>
        ))}
      {isCorrected && (
        <Badge
          data-testid="corrected-mark"
          className="bg-violet-100 text-violet-900 dark:bg-violet-900/60 dark:text-violet-100"
        >
          Corregida
        </Badge>
      )}
      {row.dayOff && (
        <Badge className="bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
          {row.dayOff}
        </Badge>
      )}
      {row.isOffline && <OfflineBadge />}
    </span>
  );
}

/** The time first recorded, under a corrected one. */
function OriginalTime({ value, current }: { value: string | undefined; current: string }) {
  if (value === undefined || value === current.slice(0, 5)) return null;
  return (
    <span className="block text-xs text-slate-500 dark:text-slate-400">
      <span className="sr-only">Registrado originalmente: </span>
      <s aria-hidden="false">{value}</s>
    </span>
  );
}

function EndTime({ row }: { row: HistoryRow }) {
  return (
    <>
      {row.fin}
      {row.isEndNextDay && (
        <span className="ml-1 text-xs text-slate-500 dark:text-slate-400" title="Terminó al día siguiente">
          (+1 día)
        </span>
      )}
      <OriginalTime value={row.original?.fin} current={row.fin} />
    </>
  );
}

function StartTime({ row }: { row: HistoryRow }) {
  return (
    <>
      {row.inicio}
      <OriginalTime value={row.original?.inicio} current={row.inicio} />
    </>
  );
}

function breaksText(row: HistoryRow): string {
  if (row.breakCount === 0) return 'Sin pausas';
  return `${row.breakCount} · ${row.breakTotal}`;
}

/** Desktop: a table. */
function HistoryTable({ rows }: { rows: readonly HistoryRow[] }) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Jornadas del mes</caption>
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
          {rows.map((row) => (
            <Fragment key={row.id}>
              <tr data-shift-id={row.id} className="text-slate-800 dark:text-slate-200">
                <th scope="row" className="px-4 py-3 font-medium whitespace-nowrap text-slate-900 dark:text-white">
                  <span className="flex flex-col gap-1">
                    {row.fecha}
                    <RowBadges row={row} />
                  </span>
                </th>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                  <StartTime row={row} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                  <EndTime row={row} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">{breaksText(row)}</td>
                <td className="px-4 py-3 font-semibold whitespace-nowrap tabular-nums">{row.workedTime}</td>
                <td className="max-w-64 px-4 py-3 break-words text-slate-600 dark:text-slate-400">
                  {row.observaciones ?? '—'}
                </td>
                <td className="px-4 py-3 tabular-nums">{row.locationCount}</td>
              </tr>
              {row.corrections.length > 0 && (
                <tr className="border-t-0">
                  <td colSpan={columns.length} className="px-4 pt-0 pb-3">
                    <CorrectionDetails notes={row.corrections} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per day. */
function HistoryCards({ rows }: { rows: readonly HistoryRow[] }) {
  return (
    <ul className="flex flex-col divide-y divide-slate-200 md:hidden dark:divide-slate-800">
      {rows.map((row) => (
        <li key={row.id} data-shift-id={row.id} className="flex flex-col gap-3 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="flex flex-col gap-1">
              <p className="font-semibold text-slate-900 dark:text-white">{row.fecha}</p>
              <RowBadges row={row} />
            </div>
            <p className="text-right">
              <span className="block text-xs text-slate-500 dark:text-slate-400">Tiempo trabajado</span>
              <span className="text-lg font-semibold tabular-nums text-slate-900 dark:text-white">
                {row.workedTime}
              </span>
            </p>
          </div>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-xs text-slate-500 dark:text-slate-400">Inicio</dt>
              <dd className="tabular-nums text-slate-800 dark:text-slate-200">
                <StartTime row={row} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500 dark:text-slate-400">Fin</dt>
              <dd className="tabular-nums text-slate-800 dark:text-slate-200">
                <EndTime row={row} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500 dark:text-slate-400">Pausas</dt>
              <dd className="tabular-nums text-slate-800 dark:text-slate-200">{breaksText(row)}</dd>
            </div>
          </dl>
          {row.observaciones && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              <span className="font-medium text-slate-700 dark:text-slate-300">Observaciones: </span>
              {row.observaciones}
            </p>
          )}
          {row.corrections.length > 0 && <CorrectionDetails notes={row.corrections} />}
          <p className="flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
            <MapPin aria-hidden="true" className="size-3.5" />
            {row.locationCount === 1 ? '1 ubicación' : `${row.locationCount} ubicaciones`}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function HistoryList({ rows }: { rows: readonly HistoryRow[] }) {
  return (
    <>
      <HistoryTable rows={rows} />
      <HistoryCards rows={rows} />
    </>
  );
}
