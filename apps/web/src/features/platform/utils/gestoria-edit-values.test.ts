import { ADMIN_MESSAGES } from '@jornada/shared/api/admin';
import { describe, expect, it } from 'vitest';
import { changedGestoriaFields, gestoriaEditSchema, toGestoriaEditValues } from './gestoria-edit-values';

const initial = toGestoriaEditValues({ name: 'Asesoría Demo', cif: null, contact_email: 'info@demo.test' });

describe('gestoría edit form', () => {
  it('starts from the gestoría, with blank boxes for missing values', () => {
    expect(initial).toEqual({ name: 'Asesoría Demo', cif: '', contact_email: 'info@demo.test' });
  });

  it('sends only the fields that changed', () => {
    expect(changedGestoriaFields(initial, { ...initial, name: 'Asesoría Norte' })).toEqual({
      name: 'Asesoría Norte',
    });
    expect(changedGestoriaFields(initial, { ...initial, name: ' Asesoría Demo ' })).toEqual({});
  });

  it('accepts a rename of a gestoría that has no CIF yet', () => {
    const result = gestoriaEditSchema(initial).safeParse({ ...initial, name: 'Asesoría Norte' });
    expect(result.success && result.data).toEqual({ name: 'Asesoría Norte' });
  });

  it('refuses a cleared name with the server message, on the name field', () => {
    const result = gestoriaEditSchema(initial).safeParse({ ...initial, name: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: ADMIN_MESSAGES.gestoriaName });
  });

  it('refuses a form with no change', () => {
    const result = gestoriaEditSchema(initial).safeParse(initial);
    expect(result.error?.issues[0]?.message).toBe(ADMIN_MESSAGES.nothingToUpdate);
  });
});
