import type { ContactRequestEntry } from '@jornada/shared/api/contact';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { StatusPill } from '../../../components/ui/status-pill';
import { cn } from '../../../lib/cn';
import {
  contactRequestKindLabels,
  deliveredText,
  formatRequestDateTime,
  requestOriginLabel,
  requestWorkersText,
  telHref,
} from '../utils/contact-request-format';
import { ContactRequestStateActions, ContactRequestStatePill } from './contact-request-state';

const linkClasses = 'break-all text-teal-700 underline-offset-2 hover:underline dark:text-teal-400';

function Field({ term, isWide = false, children }: { term: string; isWide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', isWide && 'col-span-2 sm:col-span-1')}>
      <dt className="text-xs text-slate-500 dark:text-slate-400">{term}</dt>
      <dd className="text-sm break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/**
 * One request from the public pages: who, how to reach them, what they asked, whether sales got it
 * and whether it has been dealt with («Abierta» / «Atendida», with the button that changes it).
 */
export function ContactRequestCard({ request }: { request: ContactRequestEntry }) {
  const workers = requestWorkersText(request);
  const delivered = deliveredText(request);
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <h2 className="text-base font-semibold break-words text-slate-900 dark:text-white">{request.name}</h2>
          <div className="flex flex-wrap items-center gap-1.5">
            <ContactRequestStatePill request={request} />
            <Badge variant={request.kind === 'custom_plan' ? 'brand' : 'default'} className="px-2 py-1">
              {contactRequestKindLabels[request.kind]}
            </Badge>
            {request.isSpam && <StatusPill tone="danger">Spam</StatusPill>}
            {!delivered && <StatusPill tone="warning">No enviada por email</StatusPill>}
          </div>
        </div>
        <time dateTime={request.createdAt} className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
          {formatRequestDateTime(request.createdAt)}
        </time>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Field term="Email" isWide>
          <a href={`mailto:${request.email}`} className={linkClasses}>
            {request.email}
          </a>
        </Field>
        <Field term="Teléfono">
          {request.phone ? (
            <a href={telHref(request.phone)} className={linkClasses}>
              {request.phone}
            </a>
          ) : (
            '—'
          )}
        </Field>
        <Field term="Empresa">{request.company ?? '—'}</Field>
        <Field term="Formulario" isWide>
          {requestOriginLabel(request)}
        </Field>
        {request.kind === 'custom_plan' && (
          <>
            <Field term="Trabajadores">{workers ?? '—'}</Field>
            <Field term="Plan">{request.plan ?? '—'}</Field>
          </>
        )}
      </dl>
      {request.message && (
        <div className="flex flex-col gap-1">
          <p className="text-xs text-slate-500 dark:text-slate-400">Mensaje</p>
          <p className="rounded-xl bg-slate-50 p-3 text-sm break-words whitespace-pre-line text-slate-800 dark:bg-slate-800/60 dark:text-slate-200">
            {request.message}
          </p>
        </div>
      )}
      {delivered && (
        <p className="flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-400">
          <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
          {delivered}
        </p>
      )}
      <ContactRequestStateActions request={request} />
    </Card>
  );
}
