import { companyOf } from '../../access/company-of';
import { tenantReachFor } from '../../access/reach';
import { recordAudit } from '../../access/record-audit';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { composeMail } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { voidPendingLinks } from '../auth/account-links';
import { issueToken, type MailContext } from '../auth/auth.service';
import { generateTemporaryPassword } from '../auth/temporary-password';
import { assertActive, lockReachable } from './employee-checks';
import { EMPLOYEE_ERRORS, type EmployeeActor } from './employee-errors';
import { setTemporaryPassword } from './employees.repository';

function invitationMail(ctx: MailContext, input: { to: string; name: string; company: string; token: string }) {
  return composeMail({
    to: input.to,
    subject: `${input.company} te ha dado de alta en Jornada`,
    greeting: `Hola ${input.name}:`,
    paragraphs: [
      `${input.company} te ha dado de alta en Jornada, su registro de jornada laboral.`,
      'Elige tu contraseña para empezar. El enlace caduca en 7 días y solo se puede usar una vez.',
    ],
    action: { label: 'Elegir mi contraseña', url: `${ctx.baseUrl}/activate?token=${input.token}` },
    footer: 'Si no trabajas en esta empresa, puedes ignorar este correo.',
  });
}

/**
 * Mails an invitation after its transaction committed. If the mail fails, the employee must still
 * be able to get in: the link is withdrawn and a temporary password is returned instead, once.
 */
export async function deliverInvitation(
  db: Db,
  mail: MailContext,
  actor: EmployeeActor,
  invitation: { userId: number; email: string; name: string; token: string },
): Promise<{ invitationSent: boolean; temporaryPassword: string | undefined }> {
  const companyId = companyOf(actor.user);
  try {
    await mail.mailer.send(
      invitationMail(mail, {
        to: invitation.email,
        name: invitation.name,
        company: actor.user.company_name ?? 'Tu empresa',
        token: invitation.token,
      }),
    );
    return { invitationSent: true, temporaryPassword: undefined };
  } catch (error) {
    mail.log.error({ err: error, to: invitation.email }, 'no se pudo enviar la invitación del empleado');
    const temporaryPassword = generateTemporaryPassword();
    const fallbackHash = await hashPassword(temporaryPassword);
    await withTenant(db, companyId, async (trx) => {
      await voidPendingLinks(trx, invitation.userId, 'activation');
      await setTemporaryPassword(trx, companyId, invitation.userId, fallbackHash);
      await recordAudit(trx, companyId, {
        actorUserId: actor.user.id,
        action: 'employee.invitation_failed',
        entity: 'employee',
        entityId: invitation.userId,
        details: { access: 'temporary_password' },
        ip: actor.ip,
      });
    });
    return { invitationSent: false, temporaryPassword };
  }
}

/**
 * POST /api/employees/{id}/invitation: a new activation link for an employee who never used theirs
 * (lost, expired, sent to a typo fixed since). The previous link stops working. Without SMTP, or
 * if the mail fails, a temporary password instead, returned once, as at creation.
 */
export async function resendInvitation(db: Db, mail: MailContext, actor: EmployeeActor, employeeId: number) {
  const reach = tenantReachFor(actor.user, 'create:employee');
  const companyId = reach.companyId;
  const temporary = mail.mailer.isConfigured ? undefined : generateTemporaryPassword();
  const passwordHash = temporary ? await hashPassword(temporary) : null;
  const { target, token } = await withTenant(db, companyId, async (trx) => {
    const target = await lockReachable(trx, reach, employeeId);
    assertActive(target);
    if (target.email_verified_at !== null) throw new AppError('CONFLICT', EMPLOYEE_ERRORS.alreadyActivated);
    if (passwordHash) {
      await voidPendingLinks(trx, target.id, 'activation');
      await setTemporaryPassword(trx, companyId, target.id, passwordHash);
    }
    await recordAudit(trx, companyId, {
      actorUserId: actor.user.id,
      action: 'employee.invitation_resent',
      entity: 'employee',
      entityId: target.id,
      details: { name: target.name, email: target.email, access: passwordHash ? 'temporary_password' : 'invitation' },
      ip: actor.ip,
    });
    // issueToken withdraws the previous link.
    return { target, token: passwordHash ? null : await issueToken(trx, target.id, 'activation') };
  });
  const delivery = token
    ? await deliverInvitation(db, mail, actor, { userId: target.id, email: target.email, name: target.name, token })
    : { invitationSent: false, temporaryPassword: temporary };
  return {
    success: true as const,
    message: delivery.invitationSent
      ? `Invitación reenviada a ${target.email}. El enlace anterior ya no sirve.`
      : 'Entrégale la contraseña temporal: solo se muestra esta vez y deberá cambiarla al iniciar sesión.',
    invitation_sent: delivery.invitationSent,
    ...(delivery.temporaryPassword ? { temporary_password: delivery.temporaryPassword } : {}),
  };
}
