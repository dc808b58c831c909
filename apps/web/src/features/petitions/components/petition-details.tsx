import { type Petition, vacationTypeLabels } from '@jornada/shared/api/petitions';
import type { ReactNode } from 'react';
import { formatDateTime, formatDay } from '../utils/petition-format';
import { workingDaysLabel } from '../utils/vacation-values';
import { CorrectionComparison } from './correction-comparison';

function Field({ label, children, isWide = false }: { label: string; children: ReactNode; isWide?: boolean }) {
  return (
    <div className={isWide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words whitespace-pre-line text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** What was asked: the fields of a ticket, a vacation, or a correction's original and proposed times. */
export function PetitionDetails({ petition }: { petition: Petition }) {
  const people = (
    <>
      <Field label={petition.requires_acceptance ? 'Propuesta por' : 'Solicitante'}>{petition.requester_name}</Field>
      {petition.employee_id !== petition.requester_id && <Field label="Jornada de">{petition.employee_name}</Field>}
      <Field label="Creada">{formatDateTime(petition.created_at)}</Field>
    </>
  );
  switch (petition.table_name) {
    case 'tickets':
      return (
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {people}
          <Field label="Tipo de incidencia">{petition.ticket.incident_type}</Field>
          <Field label="Título" isWide>
            {petition.ticket.title}
          </Field>
          <Field label="Descripción" isWide>
            {petition.ticket.description}
          </Field>
        </dl>
      );
    case 'vacations': {
      const { vacation } = petition;
      return (
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {people}
          <Field label="Tipo">{vacationTypeLabels[vacation.vacation_type]}</Field>
          <Field label="Periodo">
            {vacation.start_date === vacation.end_date
              ? formatDay(vacation.start_date)
              : `Del ${formatDay(vacation.start_date)} al ${formatDay(vacation.end_date)}`}
          </Field>
          <Field label="Días laborables">
            {workingDaysLabel(vacation.working_days)}
            {!vacation.counts_against_allowance && (
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                No descuenta de los días de vacaciones.
              </span>
            )}
          </Field>
          {vacation.comment && (
            <Field label="Comentario" isWide>
              {vacation.comment}
            </Field>
          )}
        </dl>
      );
    }
    case 'wscorrections':
      return (
        <div className="flex flex-col gap-4">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">{people}</dl>
          <CorrectionComparison original={petition.correction.original} proposed={petition.correction.proposed} />
          <dl className="text-sm">
            <Field label="Motivo">{petition.correction.reason}</Field>
          </dl>
        </div>
      );
  }
}
