import type { adminGestoriaSchema } from '@jornada/shared/api/admin';
import { Link } from 'react-router';
import type { z } from 'zod';
import { countText, formatGestoriaDay } from '../utils/gestoria-format';

type AdminGestoria = z.infer<typeof adminGestoriaSchema>;

const columns = ['Gestoría', 'Email de contacto', 'Empresas', 'Usuarios', 'Alta'] as const;
/** The name's link covers the whole row or card, so a tap anywhere opens the gestoría. */
const stretchedLink =
  'font-medium text-slate-900 after:absolute after:inset-0 hover:text-teal-700 hover:underline focus-visible:outline-none focus-visible:after:rounded-lg focus-visible:after:outline-2 focus-visible:after:outline-teal-600 dark:text-white dark:hover:text-teal-400';

function CifText({ cif }: { cif: string | null }) {
  return <span className="text-xs text-slate-500 dark:text-slate-400">{cif ? `CIF ${cif}` : 'Sin CIF'}</span>;
}

/** Desktop (md and up): a table, one row per gestoría. */
export function GestoriaTable({ gestorias }: { gestorias: readonly AdminGestoria[] }) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Gestorías dadas de alta</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:text-slate-400">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={column === 'Empresas' || column === 'Usuarios' ? 'px-4 py-3 text-right' : 'px-4 py-3'}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {gestorias.map((gestoria) => (
            <tr
              key={gestoria.id}
              className="relative text-slate-700 hover:bg-slate-50 dark:text-slate-300 dark:hover:bg-slate-800/50"
            >
              <th scope="row" className="px-4 py-3 text-left font-normal">
                <span className="flex flex-col gap-0.5">
                  <Link to={`/gestorias/${gestoria.id}`} className={stretchedLink}>
                    {gestoria.name}
                  </Link>
                  <CifText cif={gestoria.cif} />
                </span>
              </th>
              <td className="px-4 py-3 break-all">{gestoria.contact_email ?? '—'}</td>
              <td className="px-4 py-3 text-right tabular-nums">{gestoria.companies}</td>
              <td className="px-4 py-3 text-right tabular-nums">{gestoria.users}</td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatGestoriaDay(gestoria.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones (below md): a card per gestoría. */
export function GestoriaCards({ gestorias }: { gestorias: readonly AdminGestoria[] }) {
  return (
    <ul className="divide-y divide-slate-200 md:hidden dark:divide-slate-800">
      {gestorias.map((gestoria) => (
        <li key={gestoria.id} className="relative flex flex-col gap-1 p-4 hover:bg-slate-50 dark:hover:bg-slate-800/50">
          <Link to={`/gestorias/${gestoria.id}`} className={stretchedLink}>
            {gestoria.name}
          </Link>
          <CifText cif={gestoria.cif} />
          <p className="text-sm break-all text-slate-600 dark:text-slate-400">
            {gestoria.contact_email ?? 'Sin email de contacto'}
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {countText(gestoria.companies, 'empresa', 'empresas')} · {countText(gestoria.users, 'usuario', 'usuarios')}{' '}
            · Alta {formatGestoriaDay(gestoria.created_at)}
          </p>
        </li>
      ))}
    </ul>
  );
}
