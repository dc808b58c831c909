import type { RegisterRequest } from '@jornada/shared/api/auth';
import { TRIAL_DAYS } from '@jornada/shared/api/plans';
import type { SessionUser } from '@jornada/shared/api/session';
import { normalizeEmail } from '@jornada/shared/domain/email';
import { recordAudit } from '../../access/record-audit';
import type { OneTimeTokenKind } from '../../db/schema';
import { type Db, enterTenant, type Trx, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { hashNewPassword } from '../../lib/breached-passwords';
import { composeMail, type Mailer } from '../../lib/mailer';
import { verifyPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/pg-errors';
import { slugifyCompanyName } from '../../lib/slug';
import { generateToken, hashToken } from '../../lib/tokens';
import { forgiveLoginAttempt, startPasswordAttempt } from '../password-attempts/password-attempts.service';
import {
  forgetCachedSessionsOf,
  type SessionPolicy,
  signOutEverywhere,
  startSession,
} from '../session/session.service';
import { openDefaultWorkCentre } from '../work-centres/work-centres.service';
import {
  countRecentTokensLocked,
  expireUnusedTokens,
  findPlan,
  findUsableToken,
  findUsableTokenForUpdate,
  findUserByEmail,
  findUserById,
  insertCompany,
  insertCompanyAdmin,
  insertCompanyConfig,
  insertEmployeeProfile,
  insertOneTimeToken,
  isSchemaNameTaken,
  markTokenUsed,
  updateUser,
} from './auth.repository';
import { takeRegisterAttempt } from './register-limit';

/** Cached sessions carry the user's row (session-cache.ts): they must not outlive a change to it. */
function updateAccount(trx: Trx, userId: number, values: Parameters<typeof updateUser>[2]) {
  forgetCachedSessionsOf(userId);
  return updateUser(trx, userId, values);
}

export const TOKEN_LIFETIME_MINUTES: Record<OneTimeTokenKind, number> = {
  activation: 7 * 24 * 60,
  password_reset: 60,
};

export const DUPLICATE_EMAIL_MESSAGE = 'El correo electrónico ya está registrado. Por favor, utiliza otro email.';
const INVALID_LINK_MESSAGE = 'El enlace no es válido o ha caducado. Solicita uno nuevo.';

export interface MailContext {
  mailer: Mailer;
  baseUrl: string;
  log: { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
}

/** Links in e-mails point at the configured origin (config.publicOrigin), never at the request's Host. */
export function mailContextOf(request: { log: MailContext['log'] }, mailer: Mailer, publicOrigin: string): MailContext {
  return { mailer, baseUrl: publicOrigin, log: request.log };
}

export async function issueToken(trx: Db | Trx, userId: number, kind: OneTimeTokenKind): Promise<string> {
  await expireUnusedTokens(trx, userId, kind);
  const token = generateToken();
  await insertOneTimeToken(trx, {
    tokenHash: hashToken(token),
    userId,
    kind,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MINUTES[kind] * 60_000),
  });
  return token;
}

/** Mail after commit: a failed send never undoes the account, and is logged for the operator. */
async function sendSafely(ctx: MailContext, mail: Parameters<Mailer['send']>[0]): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    ctx.log.error({ err: error, to: mail.to, subject: mail.subject }, 'no se pudo enviar el email');
  }
}

export async function freeSchemaName(trx: Trx, companyName: string): Promise<string> {
  const base = slugifyCompanyName(companyName);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}_${n}`;
    if (!(await isSchemaNameTaken(trx, candidate))) return candidate;
  }
  throw new AppError('CONFLICT', 'No se pudo generar un identificador para la empresa');
}

export async function registerCompany(db: Db, ctx: MailContext, input: RegisterRequest & { ip: string }) {
  await takeRegisterAttempt(db, input.ip);
  const email = normalizeEmail(input.email);
  const plan = await findPlan(db, input.plan_id);
  if (!plan) throw new AppError('BAD_REQUEST', 'El plan seleccionado no existe', { fields: { plan_id: 'no existe' } });
  if (await findUserByEmail(db, email)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
  const passwordHash = await hashNewPassword(input.password);

  let token: string;
  try {
    token = await db.transaction().execute(async (trx) => {
      const schemaName = await freeSchemaName(trx, input.company_name);
      const company = await insertCompany(trx, {
        name: input.company_name,
        cif: input.cif,
        schemaName,
        planId: plan.id,
        trialEndsAt: new Date(Date.now() + TRIAL_DAYS * 24 * 3600_000),
      });
      const admin = await insertCompanyAdmin(trx, { companyId: company.id, email, name: input.name, passwordHash });
      await enterTenant(trx, company.id);
      await insertCompanyConfig(trx, company.id, plan.user_limit);
      // Every company has a default work centre; its employees (the admin first) belong to it.
      await openDefaultWorkCentre(trx, company.id);
      await insertEmployeeProfile(trx, company.id, admin.id);
      await recordAudit(trx, company.id, {
        actorUserId: admin.id,
        action: 'company.registered',
        entity: 'company',
        entityId: company.id,
        details: { plan: plan.type, schema_name: schemaName },
        ip: input.ip,
      });
      return issueToken(trx, admin.id, 'activation');
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }

  await sendSafely(
    ctx,
    composeMail({
      to: email,
      subject: 'Activa tu cuenta de Jornada',
      greeting: `Hola ${input.name}:`,
      paragraphs: [
        `Has dado de alta ${input.company_name} en Jornada con ${TRIAL_DAYS} días de prueba gratuita.`,
        'Confirma tu email para empezar. El enlace caduca en 7 días.',
      ],
      action: { label: 'Activar mi cuenta', url: `${ctx.baseUrl}/activate?token=${token}` },
    }),
  );
  return { success: true as const, message: 'Cuenta creada. Te hemos enviado un email para activarla.' };
}

export async function describeToken(db: Db, token: string) {
  const row = await findUsableToken(db, hashToken(token));
  if (!row?.is_active) throw new AppError('GONE', INVALID_LINK_MESSAGE);
  return { kind: row.kind, email: row.email, needsPassword: row.password_hash === null };
}

/** Confirms the email of a sign-up, or completes an invitation by choosing a password. */
export async function activateAccount(db: Db, input: { token: string; password?: string; ip: string }) {
  const passwordHash = input.password ? await hashNewPassword(input.password) : undefined;
  await db.transaction().execute(async (trx) => {
    const row = await findUsableTokenForUpdate(trx, hashToken(input.token));
    if (row?.kind !== 'activation' || !row.is_active) throw new AppError('GONE', INVALID_LINK_MESSAGE);
    if (row.password_hash === null && !passwordHash) {
      throw new AppError('BAD_REQUEST', 'Elige una contraseña para activar tu cuenta', {
        fields: { password: 'requerida' },
      });
    }
    await updateAccount(trx, row.user_id, {
      verified: true,
      ...(passwordHash ? { password_hash: passwordHash, must_change_password: false, passwordChanged: true } : {}),
    });
    await markTokenUsed(trx, row.id);
    if (row.company_id !== null) await enterTenant(trx, row.company_id);
    await recordAudit(trx, row.company_id, { actorUserId: row.user_id, action: 'user.activated', ip: input.ip });
  });
  return { success: true as const, message: 'Cuenta activada. Ya puedes iniciar sesión.' };
}

const FORGOT_MESSAGE = 'Si existe una cuenta con ese email, te hemos enviado un enlace para restablecer la contraseña.';

export async function requestPasswordReset(db: Db, ctx: MailContext, input: { email: string }) {
  const user = await findUserByEmail(db, normalizeEmail(input.email));
  if (user?.is_active) {
    // After answering: waiting for the token and the SMTP server would make the answer for an
    // existing account measurably slower than for an unknown email, and so reveal who has one.
    void sendResetLink(db, ctx, user).catch((error: unknown) =>
      ctx.log.error({ err: error, userId: user.id }, 'no se pudo preparar el enlace de restablecimiento'),
    );
  }
  return { success: true as const, message: FORGOT_MESSAGE };
}

/** Reset links one account may be sent per hour: enough for a lost mail, not for a mail bomb. */
export const RESET_LINKS_PER_HOUR = 3;

async function sendResetLink(db: Db, ctx: MailContext, user: { id: number; email: string; name: string }) {
  const token = await db.transaction().execute(async (trx) => {
    const since = new Date(Date.now() - 60 * 60_000);
    if ((await countRecentTokensLocked(trx, user.id, 'password_reset', since)) >= RESET_LINKS_PER_HOUR) return null;
    return issueToken(trx, user.id, 'password_reset');
  });
  // The answer was the same as for anyone (requestPasswordReset); only the mail is held back.
  if (token === null) {
    ctx.log.warn(
      { userId: user.id },
      `límite de ${RESET_LINKS_PER_HOUR} enlaces de restablecimiento por hora alcanzado`,
    );
    return;
  }
  await sendSafely(
    ctx,
    composeMail({
      to: user.email,
      subject: 'Restablece tu contraseña de Jornada',
      greeting: `Hola ${user.name}:`,
      paragraphs: [
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.',
        'El enlace caduca en 1 hora y solo se puede usar una vez.',
      ],
      action: { label: 'Elegir una contraseña nueva', url: `${ctx.baseUrl}/reset-password?token=${token}` },
    }),
  );
}

export async function resetPassword(db: Db, input: { token: string; password: string; ip: string }) {
  const passwordHash = await hashNewPassword(input.password);
  await db.transaction().execute(async (trx) => {
    const row = await findUsableTokenForUpdate(trx, hashToken(input.token));
    if (row?.kind !== 'password_reset' || !row.is_active) throw new AppError('GONE', INVALID_LINK_MESSAGE);
    // Following the emailed link proves the address, so it also completes a pending activation.
    await updateAccount(trx, row.user_id, {
      password_hash: passwordHash,
      must_change_password: false,
      verified: true,
      passwordChanged: true,
    });
    await markTokenUsed(trx, row.id);
    await signOutEverywhere(trx, row.user_id);
    if (row.company_id !== null) await enterTenant(trx, row.company_id);
    await recordAudit(trx, row.company_id, { actorUserId: row.user_id, action: 'user.password_reset', ip: input.ip });
  });
  return { success: true as const, message: 'Contraseña actualizada. Ya puedes iniciar sesión.' };
}

/** The user's own password: every session ends and the caller gets a fresh one. */
export async function changeOwnPassword(
  db: Db,
  policy: SessionPolicy,
  input: {
    user: SessionUser;
    currentPassword: string;
    newPassword: string;
    ip: string;
    userAgent: string | null;
  },
): Promise<string> {
  const user = await findUserById(db, input.user.id);
  if (!user) throw new AppError('UNAUTHENTICATED', 'No has iniciado sesión');
  // A stolen session must not become a way to guess the password around the login's limit.
  const attemptId = await startPasswordAttempt(db, { ip: input.ip, email: user.email });
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new AppError('BAD_REQUEST', 'La contraseña actual no es correcta', {
      fields: { current_password: 'incorrecta' },
    });
  }
  await forgiveLoginAttempt(db, attemptId);
  if (input.currentPassword === input.newPassword) {
    throw new AppError('BAD_REQUEST', 'La nueva contraseña debe ser distinta de la actual', {
      fields: { new_password: 'igual a la actual' },
    });
  }
  const passwordHash = await hashNewPassword(input.newPassword, 'new_password');
  const run = async (trx: Trx) => {
    await updateAccount(trx, user.id, {
      password_hash: passwordHash,
      must_change_password: false,
      passwordChanged: true,
    });
    await signOutEverywhere(trx, user.id);
    await recordAudit(trx, user.company_id, { actorUserId: user.id, action: 'user.password_changed', ip: input.ip });
    return startSession(trx, policy, { userId: user.id, ip: input.ip, userAgent: input.userAgent });
  };
  return user.company_id === null ? db.transaction().execute(run) : withTenant(db, user.company_id, run);
}

/** PATCH /api/auth/update-password/{authUserId}: a company admin fixes an employee's email or password. */
export async function updateEmployeeCredentials(
  db: Db,
  input: { actor: SessionUser; targetUserId: number; email?: string; password?: string; ip: string },
) {
  const companyId = input.actor.company_id;
  const target = await findUserById(db, input.targetUserId);
  if (companyId === null || !target || target.company_id !== companyId) {
    throw new AppError('NOT_FOUND', 'Empleado no encontrado');
  }
  if (input.password !== undefined && target.id === input.actor.id) {
    throw new AppError('BAD_REQUEST', 'Para cambiar tu propia contraseña usa «Cambiar contraseña».', {
      fields: { password: 'propia' },
    });
  }
  const email = input.email === undefined ? undefined : normalizeEmail(input.email);
  if (email !== undefined && email !== target.email && (await findUserByEmail(db, email))) {
    throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
  }
  const passwordHash = input.password ? await hashNewPassword(input.password) : undefined;
  try {
    await withTenant(db, companyId, async (trx) => {
      await updateAccount(trx, target.id, {
        ...(email !== undefined ? { email } : {}),
        // A password set by someone else is temporary: the employee must replace it at next login.
        ...(passwordHash ? { password_hash: passwordHash, must_change_password: true, passwordChanged: true } : {}),
      });
      if (passwordHash) await signOutEverywhere(trx, target.id);
      await recordAudit(trx, companyId, {
        actorUserId: input.actor.id,
        action: 'employee.credentials_updated',
        entity: 'user',
        entityId: target.id,
        details: {
          ...(email !== undefined ? { email_from: target.email, email_to: email } : {}),
          password: passwordHash ? 'changed' : 'unchanged',
        },
        ip: input.ip,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
  return { success: true as const, message: 'Credenciales actualizadas', email: email ?? target.email };
}
