import { z } from 'zod';

/**
 * Two-step verification (ADR 015): TOTP (RFC 6238: SHA-1, 6 digits, 30 s, what every
 * authenticator app reads from an otpauth:// QR) plus ten single-use recovery codes. Optional for company
 * admins and gestoría users; the platform admin needs it before /api/admin/* when PLATFORM_MFA_REQUIRED.
 */

export const MFA_CODE_DIGITS = 6;
export const MFA_RECOVERY_CODE_COUNT = 10;
/** The longest second-factor text the login takes (a recovery code with spaces or dashes fits easily). */
export const MFA_CODE_MAX_LENGTH = 40;

export const MFA_MESSAGES = {
  required: 'Introduce el código de 6 cifras de tu aplicación de autenticación o un código de recuperación.',
  wrongCode: 'El código no es correcto. Comprueba la hora de tu móvil o usa un código de recuperación.',
  reusedCode: 'Ese código ya se ha usado. Espera a que tu aplicación muestre el siguiente.',
  codeFormat: 'El código debe tener 6 cifras',
  codeRequired: 'El código es requerido',
  codeTooLong: 'El código no es válido',
  passwordRequired: 'La contraseña es requerida',
  wrongPassword: 'La contraseña no es correcta',
  alreadyEnabled: 'La verificación en dos pasos ya está activada. Desactívala antes de configurarla de nuevo.',
  notStarted: 'Primero genera el código QR con «Configurar».',
  notEnabled: 'La verificación en dos pasos no está activada.',
  setupRequired:
    'La cuenta de la plataforma necesita la verificación en dos pasos. Actívala en Configuración para usar la consola.',
  secretUnreadable:
    'No se puede comprobar el código de tu aplicación porque la clave del servidor ha cambiado. Usa un código de recuperación.',
} as const;

/**
 * The `code` the API answers with `message` when the second step is missing or wrong (401, defined with
 * the login in ./session) and when it must be set up (403).
 */
export { MFA_REQUIRED_CODE } from './session';
export const MFA_SETUP_REQUIRED_CODE = 'MFA_SETUP_REQUIRED';

/** A code typed by a person: spaces and dashes are only grouping. */
export function normalizeMfaCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** The login's optional second step: the authenticator's 6 digits or a recovery code. */
export const mfaLoginCodeSchema = z
  .string({ error: MFA_MESSAGES.codeTooLong })
  .trim()
  .max(MFA_CODE_MAX_LENGTH, MFA_MESSAGES.codeTooLong);

/** A TOTP code of the authenticator app (the setup's confirmation). */
export const totpCodeSchema = z
  .string({ error: MFA_MESSAGES.codeRequired })
  .trim()
  .min(1, MFA_MESSAGES.codeRequired)
  .refine((code) => new RegExp(`^\\d{${MFA_CODE_DIGITS}}$`).test(normalizeMfaCode(code)), MFA_MESSAGES.codeFormat);

/** GET /api/auth/mfa: the user's own state. */
export const mfaStatusResponse = z.object({
  is_enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  /** The platform admin must have it to use the console (PLATFORM_MFA_REQUIRED). */
  is_required: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatusResponse>;

/** POST /api/auth/mfa/setup: a new pending secret (replacing any earlier pending one), shown this once. */
export const mfaSetupResponse = z.object({ secret: z.string(), otpauth_url: z.string() });
export type MfaSetup = z.infer<typeof mfaSetupResponse>;

/** POST /api/auth/mfa/enable */
export const mfaEnableRequest = z.object({ code: totpCodeSchema });
export type MfaEnableRequest = z.infer<typeof mfaEnableRequest>;
/** The ten recovery codes, shown this once (stored hashed). */
export const mfaEnableResponse = z.object({ recovery_codes: z.array(z.string()).length(MFA_RECOVERY_CODE_COUNT) });
export type MfaEnableResponse = z.infer<typeof mfaEnableResponse>;

/** POST /api/auth/mfa/disable: the password and a code (of the app, or a recovery code). */
export const mfaDisableRequest = z.object({
  password: z.string({ error: MFA_MESSAGES.passwordRequired }).min(1, MFA_MESSAGES.passwordRequired),
  code: mfaLoginCodeSchema.min(1, MFA_MESSAGES.codeRequired),
});
export type MfaDisableRequest = z.infer<typeof mfaDisableRequest>;
export const mfaDisableResponse = z.object({ success: z.literal(true) });
