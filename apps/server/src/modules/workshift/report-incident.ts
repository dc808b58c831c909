import type { SessionUser } from '@jornada/shared/api/session';
import { type IncidentReportRequest, NO_COMPANY_SCHEMA_MESSAGE } from '@jornada/shared/api/workshift';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { composeMail, type Mailer } from '../../lib/mailer';
import type { ClockActor } from './clock-action.service';
import { appendIncidentEvent } from './incident-event';
import { listCompanyAdmins } from './workshift.repository';

export interface IncidentMailContext {
  mailer: Mailer;
  baseUrl: string;
  log: { error(obj: unknown, msg: string): void };
}

/**
 * POST /api/globalsendemail: the worker's incident report becomes an 'incident' event in their
 * chain (tied to the open shift, if any), and the company admins get an email after commit.
 */
export async function reportIncident(
  db: Db,
  mail: IncidentMailContext,
  actor: ClockActor & { user: SessionUser },
  report: IncidentReportRequest,
) {
  const companyId = actor.user.company_id;
  if (companyId === null) throw new AppError('BAD_REQUEST', NO_COMPANY_SCHEMA_MESSAGE);
  const admins = await withTenant(db, companyId, async (trx) => {
    await appendIncidentEvent(trx, {
      companyId,
      userId: actor.user.id,
      clientTime: `${report.fecha} ${report.hora}`,
      clientTimezone: null,
      location: report.location,
      source: actor.source,
      actorUserId: actor.user.id,
      sessionId: actor.sessionId,
      details: {
        titulo: report.titulo,
        tipo: report.tipo,
        descripcion: report.descripcion,
        fecha: report.fecha,
        hora: report.hora,
      },
    });
    return listIncidentRecipients(trx, companyId);
  });

  await mailCompanyAdmins(mail, admins, {
    subject: `Incidencia de ${actor.user.name}: ${report.tipo}`,
    paragraphs: [
      `${actor.user.name} (${actor.user.email}) ha registrado una incidencia en ${actor.user.company_name ?? 'tu empresa'}.`,
      `Tipo: ${report.tipo}. Fecha y hora indicadas: ${report.fecha} ${report.hora}.`,
      `Título: ${report.titulo}`,
      `Descripción: ${report.descripcion}`,
    ],
  });
  return { success: true as const, message: 'Incidencia registrada' };
}

/** Emails each company admin about an incident, after commit; a failed email is logged, never thrown. */
/** Who is told of an incident, whichever way it was reported: the company's active admins. */
export function listIncidentRecipients(trx: Trx, companyId: number) {
  return listCompanyAdmins(trx, companyId);
}

export async function mailCompanyAdmins(
  mail: IncidentMailContext,
  admins: readonly { email: string; name: string }[],
  message: { subject: string; paragraphs: string[] },
): Promise<void> {
  for (const admin of admins) {
    try {
      await mail.mailer.send(
        composeMail({
          to: admin.email,
          subject: message.subject,
          greeting: `Hola ${admin.name}:`,
          paragraphs: message.paragraphs,
          action: { label: 'Abrir Jornada', url: `${mail.baseUrl}/employees` },
          footer: 'Recibes este correo porque administras esta empresa en Jornada.',
        }),
      );
    } catch (error) {
      mail.log.error({ err: error, to: admin.email }, 'no se pudo enviar el aviso de incidencia');
    }
  }
}
