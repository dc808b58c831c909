import type { Permission } from '@jornada/shared/permissions';
import { type PlatformActor, withPlatformReach } from '../../access/platform';
import type { Db } from '../../db/tenant';
import { composeMail } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { expireUnusedTokens } from '../auth/auth.repository';
import type { MailContext } from '../auth/auth.service';
import { generateTemporaryPassword } from '../employees/temporary-password';
import { setTemporaryPasswordOf } from './admin.repository';

/** How an account created by the platform admin gets in. */
export interface AccessDelivery {
  invitationSent: boolean;
  temporaryPassword: string | undefined;
}

/** Without SMTP: a temporary password, generated before the account's transaction (its hash goes in). */
export async function plannedAccess(mail: MailContext) {
  const temporaryPassword = mail.mailer.isConfigured ? undefined : generateTemporaryPassword();
  return { temporaryPassword, passwordHash: temporaryPassword ? await hashPassword(temporaryPassword) : null };
}

/**
 * Mails the activation link after the account's transaction committed, as employees get theirs. If
 * the mail fails, the person must still be able to get in: the link is withdrawn and a temporary
 * password is returned instead, once (recorded in the platform log).
 */
export async function deliverActivation(
  db: Db,
  mail: MailContext,
  actor: PlatformActor,
  permission: Permission,
  invitation: { userId: number; email: string; name: string; token: string; what: string },
): Promise<AccessDelivery> {
  try {
    await mail.mailer.send(
      composeMail({
        to: invitation.email,
        subject: `Te hemos dado de alta en Jornada: ${invitation.what}`,
        greeting: `Hola ${invitation.name}:`,
        paragraphs: [
          `Hemos dado de alta ${invitation.what} en Jornada, el registro de jornada laboral, con esta dirección como acceso.`,
          'Elige tu contraseña para empezar. El enlace caduca en 7 días y solo se puede usar una vez.',
        ],
        action: { label: 'Elegir mi contraseña', url: `${mail.baseUrl}/activate?token=${invitation.token}` },
        footer: 'Si no esperabas este correo, puedes ignorarlo.',
      }),
    );
    return { invitationSent: true, temporaryPassword: undefined };
  } catch (error) {
    mail.log.error({ err: error, to: invitation.email }, 'no se pudo enviar la invitación de la plataforma');
    const temporaryPassword = generateTemporaryPassword();
    const passwordHash = await hashPassword(temporaryPassword);
    await withPlatformReach(
      db,
      actor,
      permission,
      async ({ trx }) => {
        await expireUnusedTokens(trx, invitation.userId, 'activation');
        await setTemporaryPasswordOf(trx, invitation.userId, passwordHash);
      },
      {
        action: 'user.invitation_failed',
        entity: 'user',
        entityId: invitation.userId,
        details: { access: 'temporary_password' },
      },
    );
    return { invitationSent: false, temporaryPassword };
  }
}

export function accessFields(delivery: AccessDelivery, email: string, created: string) {
  return {
    message: delivery.invitationSent
      ? `${created} Hemos enviado a ${email} un enlace para que elija su contraseña.`
      : `${created} Entrega la contraseña temporal: solo se muestra esta vez y deberá cambiarla al iniciar sesión.`,
    invitation_sent: delivery.invitationSent,
    ...(delivery.temporaryPassword ? { temporary_password: delivery.temporaryPassword } : {}),
  };
}
