import { type Petition, petitionKindLabels } from '@jornada/shared/api/petitions';
import { Eye, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../utils/petition-format';
import { PetitionKindIcon } from './petition-kind-icon';
import { PetitionStatusBadge } from './petition-status-badge';
import { PetitionSummary, petitionParty } from './petition-summary';

interface ListProps {
  view: 'inbox' | 'outbox';
  petitions: readonly Petition[];
  onOpen: (id: number) => void;
  onCancel: (petition: Petition) => void;
  cancellingId: number | null;
}

const partyHeading = { inbox: 'Solicitante', outbox: 'Asignada a' } as const;

function RowActions({
  petition,
  view,
  onOpen,
  onCancel,
  cancellingId,
}: Omit<ListProps, 'petitions'> & { petition: Petition }) {
  const label = petition.table_name === 'tickets' ? petition.ticket.title : petition.summary;
  const openText = view === 'inbox' && petition.can_decide ? 'Revisar' : 'Ver';
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" size="sm" onClick={() => onOpen(petition.id)} aria-label={`${openText}: ${label}`}>
        <Eye aria-hidden="true" />
        {openText}
      </Button>
      {view === 'outbox' && petition.can_cancel && (
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/50"
          isLoading={cancellingId === petition.id}
          disabled={cancellingId !== null}
          onClick={() => onCancel(petition)}
          aria-label={`Cancelar: ${label}`}
        >
          {cancellingId !== petition.id && <X aria-hidden="true" />}
          Cancelar
        </Button>
      )}
    </div>
  );
}

function PetitionTable(props: ListProps) {
  const { view, petitions } = props;
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{view === 'inbox' ? 'Bandeja de entrada' : 'Bandeja de salida'}</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Tipo
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Resumen
            </th>
            <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
              {partyHeading[view]}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
              Creada
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Estado
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {petitions.map((petition) => (
            <tr key={petition.id} data-petition-id={petition.id} className="text-slate-800 dark:text-slate-200">
              <td className="px-4 py-3">
                <span className="flex items-center gap-2 whitespace-nowrap">
                  <PetitionKindIcon kind={petition.table_name} className="size-4" />
                  {petitionKindLabels[petition.table_name]}
                </span>
              </td>
              <td className="max-w-md px-4 py-3">
                <PetitionSummary petition={petition} />
              </td>
              <td className="px-4 py-3">{petitionParty(petition, view)}</td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatDateTime(petition.created_at)}</td>
              <td className="px-4 py-3">
                <PetitionStatusBadge status={petition.status} requiresAcceptance={petition.requires_acceptance} />
              </td>
              <td className="px-4 py-3">
                <RowActions petition={petition} {...props} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PetitionCards(props: ListProps) {
  const { view, petitions } = props;
  return (
    <ul className="flex flex-col divide-y divide-slate-200 md:hidden dark:divide-slate-800">
      {petitions.map((petition) => (
        <li key={petition.id} data-petition-id={petition.id} className="flex flex-col gap-3 p-4">
          <div className="flex items-start justify-between gap-3">
            <span className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
              <PetitionKindIcon kind={petition.table_name} className="size-4" />
              {petitionKindLabels[petition.table_name]}
            </span>
            <PetitionStatusBadge status={petition.status} requiresAcceptance={petition.requires_acceptance} />
          </div>
          <PetitionSummary petition={petition} />
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {partyHeading[view]}:{' '}
            <span className="text-slate-800 dark:text-slate-200">{petitionParty(petition, view)}</span>
            {' · '}
            <span className="tabular-nums">{formatDateTime(petition.created_at)}</span>
          </p>
          <RowActions petition={petition} {...props} />
        </li>
      ))}
    </ul>
  );
}

/** The inbox or outbox: a table on desktop, cards on phones. */
export function PetitionList(props: ListProps) {
  return (
    <>
      <PetitionTable {...props} />
      <PetitionCards {...props} />
    </>
  );
}
