import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PAYROLL_CODE_MESSAGES } from '../domain/payroll-code';
import {
  createEmployeeRequest,
  EMPLOYEE_MESSAGES,
  employeeFieldSchemas,
  isUserLimitReached,
  updatedFieldsOf,
  updateEmployeeManagersRequest,
  updateEmployeeRequest,
  userLimitMessage,
} from './employees';

const valid = { name: 'Rosa Prieto', email: 'rosa@empresa.es', identification: '12345678Z', role: 'worker' };

/** Field path → first message, as the server's error handler reports them. */
function issuesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('createEmployeeRequest (SPEC §5 Create employee)', () => {
  it('needs only name, email, identification and role; the rest defaults to none', () => {
    expect(createEmployeeRequest.parse(valid)).toEqual({
      ...valid,
      phone: null,
      managerId: null,
      shiftId: null,
      centreId: null,
      payroll_code: null,
    });
  });

  it('takes an optional «Código de nómina», trimmed and kept as typed (leading zeros too)', () => {
    expect(createEmployeeRequest.parse({ ...valid, payroll_code: ' 000123 ' }).payroll_code).toBe('000123');
    expect(createEmployeeRequest.parse({ ...valid, payroll_code: 'A3-07/b' }).payroll_code).toBe('A3-07/b');
    expect(createEmployeeRequest.parse({ ...valid, payroll_code: '' }).payroll_code).toBeNull();
    expect(createEmployeeRequest.parse({ ...valid, payroll_code: null }).payroll_code).toBeNull();
  });

  it('normalises what it accepts: identification, phone, select values', () => {
    const parsed = createEmployeeRequest.parse({
      ...valid,
      name: '  Rosa Prieto ',
      identification: ' x1234567l ',
      phone: '600 12 34 56',
      managerId: '7',
      shiftId: 3,
      password: 'la-contraseña-fija-del-cliente',
    });
    expect(parsed).toMatchObject({
      name: 'Rosa Prieto',
      identification: 'X1234567L',
      phone: '+34600123456',
      managerId: 7,
      shiftId: 3,
    });
  });

  it('treats an empty phone, manager or shift as none', () => {
    expect(createEmployeeRequest.parse({ ...valid, phone: '', managerId: '', shiftId: null })).toMatchObject({
      phone: null,
      managerId: null,
      shiftId: null,
    });
  });

  it.each([
    [{ name: '' }, 'name', 'El nombre es requerido'],
    [{ name: 'x'.repeat(121) }, 'name', 'El nombre no puede superar 120 caracteres'],
    [{ email: 'no-es-email' }, 'email', 'Email inválido'],
    [{ email: 'rosa@empresa' }, 'email', 'Dominio de email no válido'],
    [{ email: '' }, 'email', 'El email es requerido'],
    [{ identification: '' }, 'identification', 'La identificación es requerida'],
    [{ identification: '12345678A' }, 'identification', 'La letra del DNI/NIE no es correcta'],
    [{ identification: 'Z1234567L' }, 'identification', 'La letra del DNI/NIE no es correcta'],
    [{ phone: '12345' }, 'phone', 'El teléfono debe tener entre 9 y 15 dígitos y puede empezar por +'],
    [{ phone: '+1234567890123456' }, 'phone', 'El teléfono debe tener entre 9 y 15 dígitos y puede empezar por +'],
    [{ role: 'company' }, 'role', 'El rol debe ser Trabajador o Manager'],
    [{ role: 'jefe' }, 'role', 'El rol debe ser Trabajador o Manager'],
    [{ managerId: 'abc' }, 'managerId', 'Identificador no válido'],
    [{ shiftId: -1 }, 'shiftId', 'Identificador no válido'],
    [{ role: 'manager', managerId: 4 }, 'managerId', EMPLOYEE_MESSAGES.managerOnlyForWorkers],
    [{ payroll_code: 'x'.repeat(31) }, 'payroll_code', 'El código de nómina no puede superar 30 caracteres'],
    [{ payroll_code: '00 12' }, 'payroll_code', PAYROLL_CODE_MESSAGES.shape],
    [{ payroll_code: '=1+1' }, 'payroll_code', PAYROLL_CODE_MESSAGES.shape],
    [{ payroll_code: '-12' }, 'payroll_code', PAYROLL_CODE_MESSAGES.shape],
    [{ payroll_code: 'Núñez' }, 'payroll_code', PAYROLL_CODE_MESSAGES.shape],
    [{ payroll_code: 123 }, 'payroll_code', 'El código de nómina debe ser un texto'],
  ])('%j → %s: %s', (change, field, message) => {
    expect(issuesOf(createEmployeeRequest, { ...valid, ...change })[field]).toBe(message);
  });
});

describe('updateEmployeeRequest (one field per call, SPEC §5 Employee edit)', () => {
  it.each([
    [{ name: 'Rosa P.' }, ['name']],
    [{ email: 'rosa@gmail.com' }, ['email']],
    [{ role: 'manager' }, ['role']],
    [{ identification: 'y1234567x' }, ['identification']],
    [{ phone: '+351912345678' }, ['phone']],
    [{ manager_id: 4 }, ['manager_id']],
    [{ manager_id: null }, ['manager_id']],
    [{ shift_id: '' }, ['shift_id']],
    [{ payroll_code: 'E-01' }, ['payroll_code']],
    [{ payroll_code: null }, ['payroll_code']],
    [{ payroll_code: '' }, ['payroll_code']],
  ])('%j is one field', (field, names) => {
    const parsed = updateEmployeeRequest.parse({ auth_user_id: '12', ...field });
    expect(parsed.auth_user_id).toBe(12);
    expect(updatedFieldsOf(parsed)).toEqual(names);
  });

  it('refuses no field, or more than one', () => {
    expect(issuesOf(updateEmployeeRequest, { auth_user_id: 12 })['']).toBe(EMPLOYEE_MESSAGES.oneField);
    expect(issuesOf(updateEmployeeRequest, { auth_user_id: 12, name: 'A', phone: '600000001' })['']).toBe(
      EMPLOYEE_MESSAGES.oneField,
    );
    expect(issuesOf(updateEmployeeRequest, { auth_user_id: 12, manager_id: null, shift_id: null })['']).toBe(
      EMPLOYEE_MESSAGES.oneField,
    );
  });

  it('validates the field with the edit form’s messages', () => {
    expect(issuesOf(updateEmployeeRequest, { auth_user_id: 1, name: ' ' }).name).toBe('El nombre es requerido');
    expect(issuesOf(updateEmployeeRequest, { auth_user_id: 1, email: 'x' }).email).toBe('Correo electrónico inválido');
    expect(issuesOf(updateEmployeeRequest, { auth_user_id: 1, email: 'x@y' }).email).toBe('Dominio de email no válido');
    expect(issuesOf(updateEmployeeRequest, { auth_user_id: 1, phone: '' }).phone).toBe('El teléfono es requerido');
    expect(issuesOf(updateEmployeeRequest, { auth_user_id: 1, role: 'jefe' }).role).toBe(
      'El rol debe ser Trabajador, Manager o Administrador',
    );
    expect(issuesOf(updateEmployeeRequest, { auth_user_id: 'x', name: 'A' }).auth_user_id).toBe(
      'Identificador no válido',
    );
    // The phone is normalised on the way in.
    expect(employeeFieldSchemas.phone.parse('600-000-001')).toBe('+34600000001');
  });
});

describe('updateEmployeeManagersRequest', () => {
  it('takes id, manager_id and add or remove', () => {
    expect(updateEmployeeManagersRequest.parse({ id: '3', manager_id: 4, action: 'add' })).toEqual({
      id: 3,
      manager_id: 4,
      action: 'add',
    });
    expect(issuesOf(updateEmployeeManagersRequest, { id: 3, manager_id: 4, action: 'set' }).action).toBe(
      "La acción debe ser 'add' o 'remove'",
    );
  });
});

describe('user limit', () => {
  it('blocks at the limit, never with the unlimited marker', () => {
    expect(isUserLimitReached(4, 5)).toBe(false);
    expect(isUserLimitReached(5, 5)).toBe(true);
    expect(isUserLimitReached(6, 5)).toBe(true);
    expect(isUserLimitReached(1_000_000, 999999)).toBe(false);
    expect(userLimitMessage(5)).toBe('Has alcanzado el límite de 5 usuarios para tu plan');
  });
});
