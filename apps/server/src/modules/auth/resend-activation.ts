import { RESEND_ACTIVATION_MESSAGES } from '@jornada/shared/api/session';
import { normalizeEmail } from '@jornada/shared/domain/email';
import { type IpRateLimit, takeIpAttempt } from '../../access/ip-rate-limit.repository';
import type { Db } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { composeMail } from '../../lib/mailer';
import { findUserByEmail } from './auth.repository';
import { issueToken, type MailContext } from './auth.service';

/** Requests per IP, whatever the email: enough for an office behind one address, tight for a script. */
export const RESEND_ACTIVATION_IP_LIMIT: IpRateLimit = { bucket: 'resend-activation', windowMinutes: 60, perIp: 10 };
/**
 * Requests per email, counted whether or not it has an account (so the refusal reveals nothing):
 * enough for a lost mail, not for filling someone's inbox.
 */
export const RESEND_ACTIVATION_EMAIL_LIMIT: IpRateLimit = {
  bucket: 'resend-activation-email',
  windowMinutes: 60,
  perIp: 3,
};

async function takeResendAttempt(db: Db, ip: string, email: string): Promise<void> {
  const byIp = await takeIpAttempt(db, ip, RESEND_ACTIVATION_IP_LIMIT);
  if (byIp) {
    throw new AppError('TOO_MANY_REQUESTS', RESEND_ACTIVATION_MESSAGES.tooManyFromIp, {
      retryAfterSeconds: byIp.retryAfterSeconds,
    });
  }
  const byEmail = await takeIpAttempt(db, `email:${email}`, RESEND_ACTIVATION_EMAIL_LIMIT);
  if (byEmail) {
    throw new AppError('TOO_MANY_REQUESTS', RESEND_ACTIVATION_MESSAGES.tooManyForEmail, {
      retryAfterSeconds: byEmail.retryAfterSeconds,
    });
  }
}

/**
 * POST /api/auth/resend-activation: a new activation link (the previous ones stop working) for an
 * active account whose email was never confirmed. Every request gets the same answer, and the mail
 * goes out after it, so neither the words nor the time tell who has an account.
 */
export async function resendActivation(db: Db, ctx: MailContext, input: { email: string; ip: string }) {
  const email = normalizeEmail(input.email);
  await takeResendAttempt(db, input.ip, email);
  const user = await findUserByEmail(db, email);
  if (user?.is_active && !user.email_verified_at) {
    void sendActivationLink(db, ctx, user).catch((error: unknown) =>
      ctx.log.error({ err: error, userId: user.id }, 'no se pudo reenviar el enlace de activación'),
    );
  }
  return { success: true as const, message: RESEND_ACTIVATION_MESSAGES.sent };
}

async function sendActivationLink(
  db: Db,
  ctx: MailContext,
  user: { id: number; email: string; name: string; password_hash: string | null },
): Promise<void> {
  if (!ctx.mailer.isConfigured) {
    ctx.log.warn({ userId: user.id }, 'sin SMTP: no se puede reenviar el enlace de activación');
    return;
  }
  const token = await db.transaction().execute((trx) => issueToken(trx, user.id, 'activation'));
  await ctx.mailer.send(
    composeMail({
      to: user.email,
      subject: 'Activa tu cuenta de Jornada',
      greeting: `Hola ${user.name}:`,
      paragraphs: [
        'Nos has pedido un nuevo enlace para activar tu cuenta de Jornada.',
        'El enlace caduca en 7 días y solo se puede usar una vez; los que te enviamos antes ya no sirven.',
      ],
      action: {
        // An invited account has no password yet: the link is where it chooses one.
        label: user.password_hash === null ? 'Elegir mi contraseña' : 'Activar mi cuenta',
        url: `${ctx.baseUrl}/activate?token=${token}`,
      },
      footer: 'Si no lo has pedido tú, puedes ignorar este correo.',
    }),
  );
}
