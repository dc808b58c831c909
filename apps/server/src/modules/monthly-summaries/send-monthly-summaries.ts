import type { RecordDigest } from '@jornada/shared/api/record';
import type { SessionUser } from '@jornada/shared/api/session';
import { monthRange, spanishDate, spanishMonth } from '@jornada/shared/domain/calendar';
import { madridDate, madridToInstant } from '@jornada/shared/domain/madrid-time';
import { formatDuration } from '@jornada/shared/domain/worked-time';
import { rolesWith } from '@jornada/shared/permissions';
import { type Db, withTenant } from '../../db/tenant';
import { composeMail, type Mailer } from '../../lib/mailer';
import { PREFERENCES_FOOTER } from '../notifications/notification-mail';
import { listCompaniesToNotify, sendNotifications } from '../notifications/notify';
import { digestAttachment, digestMailLines } from '../record/digest-copy';
import { findLatestDigestOfMonth } from '../record/record.service';
import { loadMonthRecord, monthRecordPdf } from '../workshift/export-month';
import { insertMonthlySummary, listPendingRecipients, type SummaryRecipient } from './monthly-summaries.repository';

export interface SummaryMailContext {
  mailer: Mailer;
  /** PUBLIC_URL without a trailing slash: the email's link is `${baseUrl}/time-history?month=…`. */
  baseUrl: string;
  log: { error(obj: unknown, msg: string): void };
}

export interface SendReport {
  month: string;
  /** Summaries handed over now (a notification each). */
  sent: number;
  /** Of those, how many went by email too (the person's preference). */
  emailed: number;
}

/** yyyy-MM moved by `delta` months. */
export function addMonths(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month whose summary is due on `now`: the one before the current Madrid month. */
export function summaryMonthOf(now: Date): string {
  return addMonths(madridDate(now).slice(0, 7), -1);
}

export const summaryLink = (month: string) => `/time-history?month=${month}`;

/** The notification the worker sees: 'Tu resumen de horas de octubre de 2026 está disponible…'. */
export const summaryTitle = 'Resumen mensual de horas';
export const summaryMessage = (month: string) =>
  `Tu resumen de horas de ${spanishMonth(month)} está disponible. Revísalo y marca «Recibido».`;

interface Claimed {
  companyId: number;
  person: SummaryRecipient;
  /** The month's latest daily digest (never a checkpoint): a copy of the anchor the worker keeps. */
  digest: RecordDigest | null;
}

/**
 * Hands the month's summary (default: the month before `now`, Madrid) to every active person who
 * clocks and has not had it: a row in monthly_summaries and a notification in one transaction per
 * company (the unique key makes a rerun, or two runs at once, skip whoever already has it), then,
 * after the commit and where the person wants it, an email with the month's PDF attached. Run by
 * the hourly sweep from day 1 of each month and by `npm run cli -- send-monthly-summaries`.
 */
export async function sendMonthlySummaries(
  db: Db,
  mail: SummaryMailContext | null,
  options: { now: Date; month?: string; companyIds?: number[] },
): Promise<SendReport> {
  const month = options.month ?? summaryMonthOf(options.now);
  const monthEnd = madridToInstant(`${addMonths(month, 1)}-01`) as Date;
  const lastDay = monthRange(month).to;
  const roles = rolesWith('clock:workshift');
  const report: SendReport = { month, sent: 0, emailed: 0 };
  // A canceled subscription's company is no longer told anything (as with forgotten clock-outs).
  const companies = options.companyIds ?? (await listCompaniesToNotify(db));
  for (const companyId of companies) {
    const claimed = await withTenant(db, companyId, async (trx) => {
      const digest = (await findLatestDigestOfMonth(trx, companyId, month)) ?? null;
      const people = await listPendingRecipients(trx, companyId, { month, roles, monthEnd, lastDay });
      const mine: Claimed[] = [];
      for (const person of people) {
        const inserted = await insertMonthlySummary(trx, companyId, {
          userId: person.id,
          month,
          sentAt: options.now,
          emailed: person.notify_monthly_summary,
          digestDay: digest?.day ?? null,
          digestRoot: digest?.root ?? null,
        });
        if (!inserted) continue;
        await sendNotifications(trx, companyId, [
          {
            userId: person.id,
            type: 'workshift',
            event: 'monthly_summary',
            title: summaryTitle,
            message: summaryMessage(month),
            link: summaryLink(month),
          },
        ]);
        mine.push({ companyId, person, digest });
      }
      return mine;
    });
    report.sent += claimed.length;
    for (const item of claimed) {
      if (!item.person.notify_monthly_summary) continue;
      report.emailed += 1;
      // One at a time: only one PDF is ever held in memory.
      if (mail) await emailSummary(db, mail, item, month, options.now);
    }
  }
  return report;
}

/** The email with the PDF; a failure is logged, never undoes the summary (it stays on /time-history). */
async function emailSummary(db: Db, ctx: SummaryMailContext, item: Claimed, month: string, now: Date) {
  const { person, companyId, digest } = item;
  try {
    const owner: SessionUser = {
      id: person.id,
      name: person.name,
      email: person.email,
      role: person.role,
      schema_name: null,
      company_id: companyId,
      company_name: null,
      gestoria_id: null,
      must_change_password: false,
      company_state: null,
    };
    const record = await loadMonthRecord(db, owner, month, now);
    const pdf = await monthRecordPdf(record);
    const paragraphs = [
      `Te enviamos el resumen de tu registro de jornada de ${spanishMonth(month)}, en el PDF adjunto (art. 12.4.c y 35.5 del Estatuto de los Trabajadores).`,
      `Tiempo trabajado: ${formatDuration(record.workedSeconds)} · Jornada esperada: ${formatDuration(record.expectedSeconds)}.`,
      'Revísalo en Jornada y marca «Recibido». Si ves algún error, pide una corrección de jornada.',
      ...(digest
        ? [
            `Resumen firmado del registro de la empresa del ${spanishDate(digest.day)}: raíz ${digest.root} (clave ${digest.key_id}). Va adjunto (JSON): guárdalo con el PDF; demuestra cómo era el registro de la empresa ese día aunque después se cambiara.`,
            ...digestMailLines(digest, null),
          ]
        : []),
    ];
    await ctx.mailer.send({
      ...composeMail({
        to: person.email,
        subject: `Tu resumen de horas de ${spanishMonth(month)}`,
        greeting: `Hola ${person.name}:`,
        paragraphs,
        action: { label: 'Ver mi resumen', url: `${ctx.baseUrl}${summaryLink(month)}` },
        footer: PREFERENCES_FOOTER,
      }),
      attachments: [
        { filename: `registro-jornada-${month}.pdf`, content: pdf, contentType: 'application/pdf' },
        ...(digest ? [digestAttachment(digest, null)] : []),
      ],
    });
  } catch (error) {
    ctx.log.error({ err: error, to: person.email, month }, 'no se pudo enviar el resumen mensual por email');
  }
}
