import {
  type ContactRequestEntry,
  type ContactRequestKind,
  customPlanWorkerRangeOptions,
} from '@jornada/shared/api/contact';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';

export const contactRequestKindLabels: Record<ContactRequestKind, string> = {
  contact: 'Contacto',
  custom_plan: 'Plan a medida',
};

/** 'dd/MM/yyyy HH:mm' of an instant in Europe/Madrid; '—' for an unreadable one. */
export function formatRequestDateTime(iso: string | null | undefined): string {
  const date = new Date(iso ?? '');
  if (Number.isNaN(date.getTime())) return '—';
  return `${madridDate(date).split('-').reverse().join('/')} ${madridTime(date).slice(0, 5)}`;
}

/** Which public form it came from, as the sales team knows them. */
export function requestOriginLabel(request: Pick<ContactRequestEntry, 'kind' | 'source'>): string {
  if (request.kind === 'custom_plan') return 'Solicitud de plan a medida (precios)';
  if (request.source === 'dialog') return 'Ventana de contacto de la página principal';
  if (request.source === 'page') return 'Página de contacto';
  return 'Formulario de contacto';
}

/** '51 a 100 trabajadores (75)': the range chosen and the exact headcount when given; null when neither. */
export function requestWorkersText(request: Pick<ContactRequestEntry, 'numWorkers' | 'workers'>): string | null {
  const range = customPlanWorkerRangeOptions.find((option) => option.value === request.numWorkers)?.label;
  const exact = request.workers === null ? null : request.workers.toLocaleString('es-ES');
  if (range && exact) return `${range} (${exact})`;
  if (range) return range;
  return exact ? `${exact} trabajadores` : null;
}

/** A phone number as a tel: link dials it (digits and the leading +, nothing else). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** When it reached sales by email; null when it never did (no SMTP, a failed send, or spam). */
export function deliveredText(request: Pick<ContactRequestEntry, 'emailedAt'>): string | null {
  return request.emailedAt ? `Enviada a ventas por email el ${formatRequestDateTime(request.emailedAt)}` : null;
}

/** Whether sales has dealt with it: «Atendida» once the platform admin marked it, «Abierta» until then. */
export function requestStatusLabel(request: Pick<ContactRequestEntry, 'handledAt'>): 'Abierta' | 'Atendida' {
  return request.handledAt ? 'Atendida' : 'Abierta';
}

/** 'Atendida el dd/MM/yyyy HH:mm por {name}'; null while open. */
export function handledText(request: Pick<ContactRequestEntry, 'handledAt' | 'handledBy'>): string | null {
  if (!request.handledAt) return null;
  const by = request.handledBy ? ` por ${request.handledBy.name}` : '';
  return `Atendida el ${formatRequestDateTime(request.handledAt)}${by}`;
}
