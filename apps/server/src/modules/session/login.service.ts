import {
  ACCOUNT_NOT_ACTIVATED_CODE,
  ACCOUNT_NOT_ACTIVATED_MESSAGE,
  type LoginRequest,
  type SessionUser,
  SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE,
} from '@jornada/shared/api/session';
import { normalizeEmail } from '@jornada/shared/domain/email';
import { isCompanyRestricted } from '@jornada/shared/domain/subscription';
import { isCompanyAdminRole } from '@jornada/shared/roles';
import { findIpRefusal, releaseAttempt, takeAttempt } from '../../access/ip-rate-limit.repository';
import { recordAudit } from '../../access/record-audit';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html';
import type { Mailer } from '../../lib/mailer';
import { verifyPassword } from '../../lib/passwords';
import type { MfaSecretBox } from '../mfa/mfa-secret-box';
import { verifyLoginSecondFactor } from '../mfa/second-factor';
import {
  forgetAccountFailures,
  forgiveLoginAttempt,
  startPasswordAttempt,
} from '../password-attempts/password-attempts.service';
import { findUserForLogin } from './login.repository';
import { companyStateOf, type SessionPolicy, startSession, toSessionUser } from './session.service';

/**
 * Second steps refused per account within the window, whatever the address: whoever types codes
 * already knows the password, and one budget per IP let ten addresses try a hundred codes. Reaching
 * it locks the second step of that account only, and tells its owner by e-mail.
 */
export const SECOND_STEP_LIMIT = { bucket: 'login-second-step', windowMinutes: 15, perIp: 10 };

export interface LoginInput extends LoginRequest {
  ip: string;
  userAgent: string | null;
  previousToken?: string;
}

export async function login(
  db: Db,
  policy: SessionPolicy,
  input: LoginInput,
  mfaSecrets: MfaSecretBox,
  mailer?: Mailer,
): Promise<{ token: string; user: SessionUser }> {
  const email = normalizeEmail(input.email);
  const attemptId = await startPasswordAttempt(db, { ip: input.ip, email });

  const user = await findUserForLogin(db, email);
  const isPasswordRight = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !isPasswordRight) throw new AppError('UNAUTHENTICATED', 'Email o contraseña incorrectos');
  // The second step (ADR 015), before anything else is said about the account. A missing or wrong code
  // keeps the attempt counted: otherwise the first step would be an unlimited password oracle.
  const secondFactor = await verifySecondStep(db, mfaSecrets, user, input, mailer);
  await forgiveLoginAttempt(db, attemptId);

  // Only after the right password: these answers must not reveal which emails have accounts.
  if (!user.is_active) {
    throw new AppError('FORBIDDEN', 'Tu cuenta está desactivada. Contacta con el administrador de tu empresa.');
  }
  if (!user.email_verified_at) {
    throw new AppError('FORBIDDEN', ACCOUNT_NOT_ACTIVATED_MESSAGE, { extra: { code: ACCOUNT_NOT_ACTIVATED_CODE } });
  }
  // Expired or suspended: the company admin comes in, in restricted mode (the guard in plugins/auth.ts
  // decides what they may do); workers and managers are told to ask for a renewal.
  if (isCompanyRestricted(companyStateOf(user)) && !isCompanyAdminRole(user.role)) {
    throw new AppError('FORBIDDEN', SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE, { fields: { subscription: 'expired' } });
  }

  const run = async (trx: Parameters<Parameters<typeof withTenant>[2]>[0]) => {
    await forgetAccountFailures(trx, { ip: input.ip, email });
    const token = await startSession(trx, policy, {
      userId: user.id,
      ip: input.ip,
      userAgent: input.userAgent,
      previousToken: input.previousToken,
    });
    await recordAudit(trx, user.company_id, { actorUserId: user.id, action: 'session.login', ip: input.ip });
    if (secondFactor === 'recovery') {
      await recordAudit(trx, user.company_id, {
        actorUserId: user.id,
        action: 'user.mfa_recovery_code_used',
        ip: input.ip,
      });
    }
    return token;
  };
  const token =
    user.company_id === null ? await db.transaction().execute(run) : await withTenant(db, user.company_id, run);
  return { token, user: toSessionUser(user) };
}

type LoginUser = NonNullable<Awaited<ReturnType<typeof findUserForLogin>>>;

/**
 * The second step within the account's budget (SECOND_STEP_LIMIT). A typed code takes one attempt,
 * given back when it passes; a refused one is written to the activity log.
 */
async function verifySecondStep(
  db: Db,
  box: MfaSecretBox,
  user: LoginUser,
  input: LoginInput,
  mailer: Mailer | undefined,
): Promise<'none' | 'totp' | 'recovery'> {
  const isCodeTyped = input.code !== undefined && input.code.trim() !== '';
  if (!isCodeTyped) return verifyLoginSecondFactor(db, box, user.id, input.code);
  const key = `user:${user.id}`;
  const taken = await takeAttempt(db, key, SECOND_STEP_LIMIT);
  if ('retryAfterSeconds' in taken) {
    const minutes = Math.ceil(taken.retryAfterSeconds / 60);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Demasiados códigos de verificación incorrectos en esta cuenta. Espera ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} antes de volver a intentarlo.`,
      { retryAfterSeconds: taken.retryAfterSeconds },
    );
  }
  try {
    const passed = await verifyLoginSecondFactor(db, box, user.id, input.code);
    await releaseAttempt(db, taken.hitId);
    return passed;
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 401) throw error;
    const isLocked = (await findIpRefusal(db, key, SECOND_STEP_LIMIT)) !== null;
    const action = isLocked ? 'session.mfa_locked' : 'session.mfa_failed';
    const audit = (trx: Parameters<Parameters<typeof withTenant>[2]>[0]) =>
      recordAudit(trx, user.company_id, { actorUserId: user.id, action, ip: input.ip });
    if (user.company_id === null) await db.transaction().execute(audit);
    else await withTenant(db, user.company_id, audit);
    if (isLocked && mailer) await sendSecondStepLockedNotice(mailer, user, input.ip);
    throw error;
  }
}

/** Mail after the refusal is recorded: a failed send never changes the answer. */
async function sendSecondStepLockedNotice(mailer: Mailer, user: LoginUser, ip: string): Promise<void> {
  const minutes = SECOND_STEP_LIMIT.windowMinutes;
  const text = [
    `Hola ${user.name}:`,
    '',
    `Alguien ha escrito tu contraseña correcta de Jornada y después ${SECOND_STEP_LIMIT.perIp} códigos de verificación incorrectos (la última vez desde la dirección ${ip}).`,
    `Hemos bloqueado el segundo paso de tu cuenta durante ${minutes} minutos.`,
    '',
    'Si no has sido tú, tu contraseña ya no es secreta: cámbiala en cuanto puedas desde tu perfil, o con «¿Olvidaste tu contraseña?» en la página de acceso.',
  ].join('\n');
  try {
    await mailer.send({
      to: user.email,
      subject: 'Jornada: intentos fallidos de verificación en dos pasos',
      text,
      html: text
        .split('\n')
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join(''),
    });
  } catch {
    // The lock is in force and logged whether or not the notice leaves.
  }
}
