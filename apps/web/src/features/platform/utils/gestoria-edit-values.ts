import {
  type AdminGestoriaDetails,
  type UpdateAdminGestoriaRequest,
  updateAdminGestoriaRequest,
} from '@jornada/shared/api/admin';
import { z } from 'zod';

/** What the edit form holds: text boxes, '' where the gestoría has no value yet. */
export interface GestoriaEditValues {
  name: string;
  cif: string;
  contact_email: string;
}

export const gestoriaEditFields = ['name', 'cif', 'contact_email'] as const;

export function toGestoriaEditValues(gestoria: Pick<AdminGestoriaDetails, 'name' | 'cif' | 'contact_email'>) {
  return { name: gestoria.name, cif: gestoria.cif ?? '', contact_email: gestoria.contact_email ?? '' };
}

/**
 * The fields that differ from what the gestoría has: only those are sent, and only those are checked,
 * so an old gestoría without a CIF can still be renamed.
 */
export function changedGestoriaFields(initial: GestoriaEditValues, values: GestoriaEditValues) {
  const changes: Partial<GestoriaEditValues> = {};
  for (const field of gestoriaEditFields) {
    if (values[field].trim() !== initial[field].trim()) changes[field] = values[field];
  }
  return changes;
}

/** The form's schema: the changed fields, checked with the server's own PATCH schema (its Spanish messages). */
export function gestoriaEditSchema(
  initial: GestoriaEditValues,
): z.ZodType<UpdateAdminGestoriaRequest, GestoriaEditValues> {
  return z.preprocess(
    (values) => changedGestoriaFields(initial, values as GestoriaEditValues),
    updateAdminGestoriaRequest,
  ) as unknown as z.ZodType<UpdateAdminGestoriaRequest, GestoriaEditValues>;
}
