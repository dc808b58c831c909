import type { RegisterResponse } from '@jornada/shared/api/reports';
import { AppError } from '../../lib/app-error';

/**
 * Placeholder with the agreed signature: the PDF of the register is written on branch `pdf`
 * (pdfkit); the integrator keeps that file instead of this one.
 */
export async function renderRegisterPdf(_register: RegisterResponse): Promise<Buffer> {
  throw new AppError('BAD_REQUEST', 'El PDF del registro aún no está disponible');
}
