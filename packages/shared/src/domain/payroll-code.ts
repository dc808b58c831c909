import { z } from 'zod';

/**
 * «Código de nómina»: the employee's code in the company's payroll program (A3, Sage…), carried by
 * the payroll export so the gestoría's import finds each worker. Optional. Letters, digits and
 * . _ / - only, starting with a letter or digit: nothing a spreadsheet reads as a formula, no inner
 * spaces an import would trim or split on. Kept as typed (leading zeros too: '000123' stays text).
 * Unique within the company, case aside, former employees included (the server answers 409).
 */
export const PAYROLL_CODE_MAX_LENGTH = 30;
const PAYROLL_CODE_SHAPE = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

export const PAYROLL_CODE_MESSAGES = {
  notText: 'El código de nómina debe ser un texto',
  tooLong: `El código de nómina no puede superar ${PAYROLL_CODE_MAX_LENGTH} caracteres`,
  shape:
    'El código de nómina solo admite letras sin tilde, números y los signos . _ / - (sin espacios), y empieza por una letra o un número',
} as const;

/** 409: the code is already another employee's in the company. */
export function duplicatePayrollCodeMessage(code: string): string {
  return `El código de nómina ${code} ya es de otro empleado de la empresa (los dados de baja conservan el suyo)`;
}

/** A code, or '' / null for none (parsed as null); surrounding spaces are dropped. */
export const payrollCodeSchema = z
  .union([z.string(), z.null()], { error: PAYROLL_CODE_MESSAGES.notText })
  .transform((value) => (value === null || value.trim() === '' ? null : value.trim()))
  .pipe(
    z
      .string()
      .max(PAYROLL_CODE_MAX_LENGTH, PAYROLL_CODE_MESSAGES.tooLong)
      .regex(PAYROLL_CODE_SHAPE, PAYROLL_CODE_MESSAGES.shape)
      .nullable(),
  );

/** The same where leaving it out also means none. */
export const optionalPayrollCodeSchema = payrollCodeSchema.optional().transform((value) => value ?? null);
