import type { SessionUser } from '@jornada/shared/api/session';
import type { IncidentReportRequest } from '@jornada/shared/api/workshift';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { composeMail, type Mailer } from '../../lib/mailer';
import { appendClockEvent, lockChainHead } from './clock-write.repository';
import { findOpenWorkshift, listCompanyAdmins, updateWorkshift } from './workshift.repository';
import { type ClockActor, knownLocation } from './workshift.service';
import { applyClockEvent } from './workshift-projection';

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
  if (companyId === null) throw new AppError('BAD_REQUEST', 'No se pudo determinar el esquema de la empresa');
  const admins = await withTenant(db, companyId, async (trx) => {
    const head = await lockChainHead(trx, companyId, actor.user.id);
    const open = await findOpenWorkshift(trx, companyId, actor.user.id);
    const event = await appendClockEvent(trx, head, {
      companyId,
      userId: actor.user.id,
      workshiftId: open?.id ?? null,
      kind: 'incident',
      occurredAt: new Date(),
      clientTime: `${report.fecha} ${report.hora}`,
      clientTimezone: null,
      ...knownLocation(report.location),
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
    if (open) {
      const next = applyClockEvent(open, event);
      await updateWorkshift(trx, companyId, open.id, { locations: next.locations, last_event_id: next.last_event_id });
    }
    return listCompanyAdmins(trx, companyId);
  });

  for (const admin of admins) {
    try {
      await mail.mailer.send(
        composeMail({
          to: admin.email,
          subject: `Incidencia de ${actor.user.name}: ${report.tipo}`,
          greeting: `Hola ${admin.name}:`,
          paragraphs: [
            `${actor.user.name} (${actor.user.email}) ha registrado una incidencia en ${actor.user.company_name ?? 'tu empresa'}.`,
            `Tipo: ${report.tipo}. Fecha y hora indicadas: ${report.fecha} ${report.hora}.`,
            `Título: ${report.titulo}`,
            `Descripción: ${report.descripcion}`,
          ],
          action: { label: 'Abrir Jornada', url: `${mail.baseUrl}/employees` },
          footer: 'Recibes este correo porque administras esta empresa en Jornada.',
        }),
      );
    } catch (error) {
      mail.log.error({ err: error, to: admin.email }, 'no se pudo enviar el aviso de incidencia');
    }
  }
  return { success: true as const, message: 'Incidencia registrada' };
}
