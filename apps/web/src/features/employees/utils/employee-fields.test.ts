import { PAYROLL_CODE_MESSAGES } from '@jornada/shared/domain/payroll-code';
import { describe, expect, it } from 'vitest';
import {
  assignableManagers,
  centreOptions,
  checkField,
  editAccess,
  updateBody,
  updateErrorTitle,
} from './employee-fields';
import { makeEmployee } from './test-employee';

describe('checkField (shared schema, before any request)', () => {
  it('returns the normalised value when valid', () => {
    expect(checkField('phone', '600 123 456')).toEqual({ isValid: true, value: '+34600123456' });
    expect(checkField('identification', ' 12345678z ')).toEqual({ isValid: true, value: '12345678Z' });
    expect(checkField('shift_id', '')).toEqual({ isValid: true, value: null });
    // «Código de nómina»: trimmed, leading zeros kept; emptied, it is cleared (null).
    expect(checkField('payroll_code', ' 000123 ')).toEqual({ isValid: true, value: '000123' });
    expect(checkField('payroll_code', '')).toEqual({ isValid: true, value: null });
  });

  it("returns the schema's message when invalid", () => {
    expect(checkField('name', '  ')).toEqual({ isValid: false, message: 'El nombre es requerido' });
    expect(checkField('identification', '12345678A')).toEqual({
      isValid: false,
      message: 'La letra del DNI/NIE no es correcta',
    });
    expect(checkField('phone', '12')).toMatchObject({ isValid: false });
    expect(checkField('email', 'no-es-un-email')).toMatchObject({ isValid: false });
    expect(checkField('payroll_code', 'con espacio')).toEqual({
      isValid: false,
      message: PAYROLL_CODE_MESSAGES.shape,
    });
  });
});

describe('updateBody and messages', () => {
  it('sends auth_user_id and the one field', () => {
    expect(updateBody(makeEmployee({ id: 7 }), 'name', 'Ana')).toEqual({ auth_user_id: 7, name: 'Ana' });
    expect(updateBody(makeEmployee({ id: 7 }), 'shift_id', null)).toEqual({ auth_user_id: 7, shift_id: null });
    expect(updateBody(makeEmployee({ id: 7 }), 'payroll_code', null)).toEqual({ auth_user_id: 7, payroll_code: null });
  });

  it("names the field in 'Error al actualizar {field}'", () => {
    expect(updateErrorTitle('phone')).toBe('Error al actualizar teléfono');
    expect(updateErrorTitle('managers')).toBe('Error al actualizar managers');
    expect(updateErrorTitle('payroll_code')).toBe('Error al actualizar código de nómina');
  });
});

describe('editAccess', () => {
  it('the company admin edits every field, and assigns managers to workers', () => {
    const access = editAccess('company', makeEmployee(), true);
    expect([...access.fields].sort()).toEqual([
      'centre_id',
      'email',
      'identification',
      'name',
      'payroll_code',
      'phone',
      'role',
      'shift_id',
    ]);
    expect(access.canAssignManagers).toBe(true);
  });

  it('an Administrador has no role selector and no managers', () => {
    const access = editAccess('company', makeEmployee({ role: 'company' }), true);
    expect(access.fields.has('role')).toBe(false);
    expect(access.canAssignManagers).toBe(false);
  });

  it('only workers get managers', () => {
    expect(editAccess('company', makeEmployee({ role: 'manager' }), true).canAssignManagers).toBe(false);
  });

  it('a manager edits only name, identification, phone and shift of their workers', () => {
    const access = editAccess('manager', makeEmployee(), false);
    expect([...access.fields].sort()).toEqual(['identification', 'name', 'phone', 'shift_id']);
    expect(access.canAssignManagers).toBe(false);
  });

  it('a worker edits nothing', () => {
    expect(editAccess('worker', makeEmployee(), false).fields.size).toBe(0);
  });
});

describe('assignableManagers', () => {
  const managers = [
    { id: 2, name: 'Ana' },
    { id: 3, name: 'Bruno' },
    { id: 10, name: 'Self' },
  ];

  it('never the employee, never one already assigned', () => {
    expect(assignableManagers(managers, makeEmployee({ id: 10, manager_ids: [2] }))).toEqual([
      { id: 3, name: 'Bruno' },
    ]);
  });
});

describe('centreOptions', () => {
  const obrador = { id: 1, name: 'Obrador' };
  const shop = { id: 2, name: 'Tienda Centro' };

  it('offers a select only when the company has more than one centre', () => {
    expect(centreOptions(undefined, makeEmployee())).toBeNull();
    expect(centreOptions([obrador], makeEmployee({ centre_id: 1, centre: obrador }))).toBeNull();
    expect(centreOptions([obrador, shop], makeEmployee({ centre_id: 2, centre: shop }))).toEqual([
      { value: '1', label: 'Obrador' },
      { value: '2', label: 'Tienda Centro' },
    ]);
  });

  it("keeps the employee's own centre among the options even when the list does not have it", () => {
    const archived = { id: 9, name: 'Almacén' };
    expect(centreOptions([obrador, shop], makeEmployee({ centre_id: 9, centre: archived }))?.at(-1)).toEqual({
      value: '9',
      label: 'Almacén',
    });
  });

  it('a centre id from the select is checked like any field', () => {
    expect(checkField('centre_id', '2')).toEqual({ isValid: true, value: 2 });
    expect(checkField('centre_id', '')).toEqual({ isValid: false, message: 'Centro de trabajo no válido' });
  });
});
