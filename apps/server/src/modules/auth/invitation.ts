import { composeMail } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import type { MailContext } from './auth.service';
import { generateTemporaryPassword } from './temporary-password';

/**
 * How an account made for someone else (a company's admin or a gestoría's user, by the platform, or
 * a colleague by their gestoría) gets in: an emailed link to choose a password, or, without SMTP or
 * when the mail fails, a temporary password shown once to whoever created it.
 */
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
 * Mails the activation link after the account's transaction committed. If the mail fails, the person
 * must still be able to get in: `withdraw` replaces the link by the temporary password's hash (in its
 * own transaction, with its audit row), and that password is returned instead, once.
 */
export async function mailInvitation(
  mail: MailContext,
  invitation: { email: string; name: string; token: string; what: string; by: string },
  withdraw: (passwordHash: string) => Promise<unknown>,
): Promise<AccessDelivery> {
  try {
    await mail.mailer.send(
      composeMail({
        to: invitation.email,
        subject: `Te hemos dado de alta en Jornada: ${invitation.what}`,
        greeting: `Hola ${invitation.name}:`,
        paragraphs: [
          `${invitation.by} ha dado de alta ${invitation.what} en Jornada, el registro de jornada laboral, con esta dirección como acceso.`,
          'Elige tu contraseña para empezar. El enlace caduca en 7 días y solo se puede usar una vez.',
        ],
        action: { label: 'Elegir mi contraseña', url: `${mail.baseUrl}/activate?token=${invitation.token}` },
        footer: 'Si no esperabas este correo, puedes ignorarlo.',
      }),
    );
    return { invitationSent: true, temporaryPassword: undefined };
  } catch (error) {
    mail.log.error({ err: error, to: invitation.email }, 'no se pudo enviar la invitación');
    const temporaryPassword = generateTemporaryPassword();
    await withdraw(await hashPassword(temporaryPassword));
    return { invitationSent: false, temporaryPassword };
  }
}

/** The response's fields that say how the person gets in. */
export function accessFields(delivery: AccessDelivery, email: string, created: string) {
  return {
    message: delivery.invitationSent
      ? `${created} Hemos enviado a ${email} un enlace para que elija su contraseña.`
      : `${created} Entrega la contraseña temporal: solo se muestra esta vez y deberá cambiarla al iniciar sesión.`,
    invitation_sent: delivery.invitationSent,
    ...(delivery.temporaryPassword ? { temporary_password: delivery.temporaryPassword } : {}),
  };
}
