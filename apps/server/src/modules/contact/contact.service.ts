import {
  CONTACT_MESSAGES,
  CONTACT_REQUESTS_MESSAGES,
  type ContactRequestEntry,
  type ContactRequestStatus,
  type CustomPlanRequest,
  contactSentMessage,
  type ListContactRequestsQuery,
  type SendEmailRequest,
  type UpdateContactRequestRequest,
} from '@jornada/shared/api/contact';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import type { FastifyBaseLogger } from 'fastify';
import { type PlatformActor, withPlatformReach } from '../../access/platform';
import type { Db } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { composeMail, type Mail, type Mailer } from '../../lib/mailer';
import {
  type ContactRequestRow,
  findContactRequest,
  insertWithinLimit,
  listContactRequests,
  markEmailed,
  type NewContactRequest,
  setContactRequestHandled,
} from './contact.repository';

/** Per IP and per endpoint (contact, custom plan): spam submissions count too. */
export const CONTACT_RATE_LIMIT = { windowMinutes: 10, perIp: 5 };

export interface ContactDeps {
  mailer: Mailer;
  salesEmail: string;
  log: FastifyBaseLogger;
  /** Runs the mail delivery after the answer has been sent (the app waits for it when closing). */
  later(task: () => Promise<void>): void;
}

interface Client {
  ip: string;
  userAgent: string | null;
}

/** A filled honeypot: whatever was typed into the field people never see. */
const isHoneypotFilled = (website: string | undefined) => website !== undefined && website.trim() !== '';

/** POST /api/sendemail */
export async function receiveContactRequest(db: Db, deps: ContactDeps, body: SendEmailRequest, client: Client) {
  await receive(db, deps, {
    kind: 'contact',
    source: body.source,
    name: body.name,
    email: body.email,
    company: body.empresa,
    phone: body.tlf,
    message: body.mensaje,
    num_workers: null,
    workers: null,
    plan: null,
    consent: body.check,
    ip: client.ip,
    user_agent: client.userAgent?.slice(0, 500) ?? null,
    is_spam: isHoneypotFilled(body.website),
  });
  return { success: true as const, message: contactSentMessage(body.source) };
}

/** POST /sendemail/customplan */
export async function receiveCustomPlanRequest(db: Db, deps: ContactDeps, body: CustomPlanRequest, client: Client) {
  await receive(db, deps, {
    kind: 'custom_plan',
    source: null,
    name: body.name,
    email: body.email,
    company: body.company,
    phone: body.phone,
    message: null,
    num_workers: body.numWorkers,
    workers: body.workers,
    plan: body.plan,
    consent: body.check,
    ip: client.ip,
    user_agent: client.userAgent?.slice(0, 500) ?? null,
    is_spam: isHoneypotFilled(body.website),
  });
  return { success: true as const, message: CONTACT_MESSAGES.sentCustomPlan };
}

/**
 * Stored first, then emailed to sales in the background: a mail failure loses nothing (the row
 * keeps emailed_at null and the platform admin sees it) and never changes the visitor's answer.
 * A honeypot submission is stored as spam, answered the same, and not emailed.
 */
async function receive(db: Db, deps: ContactDeps, row: NewContactRequest) {
  const stored = await insertWithinLimit(db, row, CONTACT_RATE_LIMIT);
  if ('retryAfterSeconds' in stored) {
    throw new AppError('TOO_MANY_REQUESTS', CONTACT_MESSAGES.tooManyRequests, {
      retryAfterSeconds: stored.retryAfterSeconds,
    });
  }
  if (row.is_spam) {
    deps.log.info({ contactRequestId: stored.id, ip: row.ip }, 'solicitud de contacto marcada como spam (honeypot)');
    return;
  }
  const mail = salesMail(deps.salesEmail, { ...row, id: stored.id, receivedAt: new Date() });
  deps.later(async () => {
    try {
      await deps.mailer.send(mail);
      // Without SMTP the mail only reaches the log: the request stays "not emailed" for the admin.
      if (deps.mailer.isConfigured) await markEmailed(db, stored.id);
    } catch (error) {
      deps.log.error(
        { err: error, contactRequestId: stored.id },
        'no se pudo enviar la solicitud de contacto a ventas',
      );
    }
  });
}

const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '—' : String(value);
/** Header values come from visitors: no line breaks (nodemailer folds them too; this keeps the subject readable). */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export function salesMail(salesEmail: string, request: NewContactRequest & { id: number; receivedAt: Date }): Mail {
  const received = `Solicitud nº ${request.id}, recibida el ${madridDate(request.receivedAt)} a las ${madridTime(request.receivedAt)} (hora de Madrid) desde la IP ${request.ip}.`;
  const reply = `Responde a este correo para contestar directamente a ${oneLine(request.name)} (${request.email}).`;
  if (request.kind === 'custom_plan') {
    return composeMail({
      to: salesEmail,
      replyTo: request.email,
      subject: oneLine(
        `Solicitud de plan personalizado: ${request.company ?? request.name} (${request.num_workers} trabajadores)`,
      ),
      greeting: 'Nueva solicitud de plan personalizado desde la web:',
      paragraphs: [
        `Nombre: ${request.name}`,
        `Email: ${request.email}`,
        `Empresa: ${orDash(request.company)}`,
        `Teléfono: ${orDash(request.phone)}`,
        `Trabajadores: ${request.num_workers}${request.workers ? ` (indica ${request.workers})` : ''}`,
        `Plan de interés: ${orDash(request.plan)}`,
        'Ha aceptado la política de privacidad.',
        received,
      ],
      footer: reply,
    });
  }
  const where =
    request.source === 'dialog'
      ? 'el formulario de contacto de la página principal'
      : 'la página de contacto (/contacto)';
  return composeMail({
    to: salesEmail,
    replyTo: request.email,
    subject: oneLine(`Nueva solicitud de contacto: ${request.name}${request.company ? ` (${request.company})` : ''}`),
    greeting: `Nueva solicitud de contacto desde ${where}:`,
    paragraphs: [
      `Nombre: ${request.name}`,
      `Email: ${request.email}`,
      `Empresa: ${orDash(request.company)}`,
      `Teléfono: ${orDash(request.phone)}`,
      ...(request.message ? ['Mensaje:', ...request.message.split(/\r?\n/).filter((line) => line.trim() !== '')] : []),
      request.source === 'dialog'
        ? 'Ha aceptado la política de privacidad.'
        : 'Ha aceptado los términos y condiciones.',
      received,
    ],
    footer: reply,
  });
}

/** A stored request as the platform admin's list shows it. */
function toEntry(row: ContactRequestRow): ContactRequestEntry {
  return {
    id: row.id,
    kind: row.kind,
    source: row.source,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    message: row.message,
    numWorkers: row.num_workers as ContactRequestEntry['numWorkers'],
    workers: row.workers,
    plan: row.plan,
    ip: row.ip,
    userAgent: row.user_agent,
    isSpam: row.is_spam,
    createdAt: row.created_at.toISOString(),
    emailedAt: row.emailed_at ? row.emailed_at.toISOString() : null,
    handledAt: row.handled_at ? row.handled_at.toISOString() : null,
    handledBy:
      row.handled_by !== null && row.handled_by_name !== null
        ? { id: row.handled_by, name: row.handled_by_name }
        : null,
  };
}

/** GET /api/admin/contact-requests */
export async function listForPlatformAdmin(db: Db, query: ListContactRequestsQuery) {
  const { rows, total } = await listContactRequests(db, query);
  return { data: rows.map(toEntry), total, page: query.page, pageSize: query.pageSize };
}

/**
 * PATCH /api/admin/contact-requests/{id}: the platform admin marks a request «atendida» (now, by
 * them) or reopens it, in one transaction with its row in the platform's log. Already so: nothing
 * changes (the first mark's time and author stand) and the log says so (from = to).
 */
export async function markContactRequest(
  db: Db,
  actor: PlatformActor,
  id: number,
  input: UpdateContactRequestRequest,
  now = new Date(),
): Promise<ContactRequestEntry> {
  const to: ContactRequestStatus = input.handled ? 'handled' : 'open';
  const result = await withPlatformReach(
    db,
    actor,
    'manage:contact-request',
    async ({ trx }) => {
      const changed = await setContactRequestHandled(
        trx,
        id,
        input.handled ? { handled: true, userId: actor.user.id, at: now } : { handled: false },
      );
      const row = await findContactRequest(trx, id);
      if (!row) throw new AppError('NOT_FOUND', CONTACT_REQUESTS_MESSAGES.notFound);
      const from: ContactRequestStatus = changed ? (input.handled ? 'open' : 'handled') : to;
      return { entry: toEntry(row), from };
    },
    ({ entry, from }) => ({
      action: input.handled ? 'contact_request.handled' : 'contact_request.reopened',
      entity: 'contact_request',
      entityId: entry.id,
      details: { from, to, kind: entry.kind },
    }),
  );
  return result.entry;
}
