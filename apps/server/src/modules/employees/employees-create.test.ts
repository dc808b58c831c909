import type { Employee } from '@jornada/shared/api/employees';
import { describe, expect, it } from 'vitest';
import { call, loginAs } from '../../../test/test-app';
import { DUPLICATE_EMAIL_MESSAGE } from '../auth/auth.service';
import {
  ADMIN,
  ADMIN_B,
  api,
  auditOf,
  companyIdOf,
  ctx,
  FORBIDDEN,
  find,
  idOf,
  LUCIA,
  list,
  MANAGER,
  outcome,
  PABLO,
  useEmployeesContext,
} from './employees.test-helpers';

useEmployeesContext();

describe('POST /api/employees without SMTP: a one-time temporary password', () => {
  const email = 'nuria.gil@jornada.test';
  let temporaryPassword = '';
  let created: Employee;

  it('creates user, employee, manager link and shift in one go and returns the password once', async () => {
    const shift = find(await list(ADMIN), PABLO)?.shift;
    const response = await api(ADMIN, 'POST', '/api/employees', {
      name: '  Nuria Gil ',
      email: 'Nuria.Gil@Jornada.test',
      phone: '611 22 33 44',
      identification: 'y 1234567 x',
      role: 'worker',
      managerId: String(idOf(MANAGER)),
      shiftId: shift?.id,
      password: 'la-contraseña-por-defecto-de-SPEC',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, invitation_sent: false });
    expect(body.message).toContain('contraseña temporal');
    temporaryPassword = body.temporary_password;
    expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    created = body.employee;
    expect(created).toMatchObject({
      name: 'Nuria Gil',
      email,
      role: 'worker',
      identification: 'Y1234567X',
      phone: '+34611223344',
      active: true,
      pending_activation: false,
      managers: ['Carlos Ruiz'],
      managerId: idOf(MANAGER),
      shift: { name: 'Tarde', startTime: '15:00', endTime: '22:00' },
    });
    expect(find(await list(ADMIN), email)).toEqual(created);
    // The manager now sees her in their team.
    expect(find(await list(MANAGER), email)).toBeDefined();
  });

  it('has nothing to resend once a temporary password gave access; one still pending gets a new password', async () => {
    const refused = await api(ADMIN, 'POST', `/api/employees/${created.id}/invitation`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('El empleado ya ha activado su cuenta: no hace falta otra invitación');

    // Invited while SMTP was configured, and the server has none now.
    await ctx.superuserQuery('update users set password_hash = null, email_verified_at = null where id = $1', [
      created.id,
    ]);
    const resent = await api(ADMIN, 'POST', `/api/employees/${created.id}/invitation`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ success: true, invitation_sent: false });
    temporaryPassword = resent.json().temporary_password;
    expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    expect(find(await list(ADMIN), email)?.pending_activation).toBe(false);
  });

  it('stores only an argon2id hash; the password is in no row, the audit row says how access was given', async () => {
    const [user] = await ctx.superuserQuery<{ password_hash: string; must_change_password: boolean }>(
      'select password_hash, must_change_password from users where id = $1',
      [created.id],
    );
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    expect(user?.must_change_password).toBe(true);
    const [audit] = await auditOf('employee.created', created.id);
    expect(audit?.actor_user_id).toBe(idOf(ADMIN));
    expect(audit?.details).toMatchObject({ email, role: 'worker', access: 'temporary_password' });
    expect(JSON.stringify(audit?.details)).not.toContain(temporaryPassword);
  });

  it('lets the employee log in with it, and check-default-password then forces the change', async () => {
    const cookie = await loginAs(ctx.app, email, temporaryPassword, '10.60.0.1');
    const check = await call(ctx.app, { method: 'GET', url: '/api/auth/check-default-password', cookie });
    expect(check.json()).toEqual({ isDefaultPassword: true });

    const change = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      cookie,
      payload: { current_password: temporaryPassword, new_password: 'Masa#Madre2024' },
    });
    expect(change.statusCode, change.body).toBe(200);
    const fresh = change.cookies.find((c) => c.name.endsWith('jornada_session'));
    const after = await call(ctx.app, {
      method: 'GET',
      url: '/api/auth/check-default-password',
      cookie: `${fresh?.name}=${fresh?.value}`,
    });
    expect(after.json()).toEqual({ isDefaultPassword: false });
    // The temporary password is spent.
    const again = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email, password: temporaryPassword },
      remoteAddress: '10.60.0.2',
    });
    expect(again.statusCode).toBe(401);
  });

  it('refuses an email already registered, in any case and in any company (409, nothing written)', async () => {
    const before = await ctx.superuserQuery<{ n: number }>('select count(*)::int as n from users');
    for (const taken of ['NURIA.GIL@jornada.test', ADMIN_B, 'plataforma@jornada.test']) {
      const response = await api(ADMIN, 'POST', '/api/employees', {
        name: 'Otra Persona',
        email: taken,
        identification: '12345678Z',
        role: 'worker',
      });
      expect(outcome(response), taken).toEqual({ status: 409, message: DUPLICATE_EMAIL_MESSAGE });
    }
    expect(await ctx.superuserQuery('select count(*)::int as n from users')).toEqual(before);
  });

  it('checks the manager and the shift belong to the company and fit the role', async () => {
    const base = { name: 'Prueba Refs', identification: '12345678Z', role: 'worker' };
    const [shiftOfB] = await ctx.superuserQuery<{ id: number }>('select id from shifts where company_id = $1', [
      await companyIdOf('talleres_norte'),
    ]);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ managerId: idOf(PABLO) }, 400, 'Solo se pueden asignar como manager empleados activos con rol Manager'],
      [{ managerId: idOf(ADMIN) }, 400, 'Solo se pueden asignar como manager empleados activos con rol Manager'],
      [{ managerId: idOf(ADMIN_B) }, 400, 'Solo se pueden asignar como manager empleados activos con rol Manager'],
      [{ managerId: 999999 }, 400, 'Solo se pueden asignar como manager empleados activos con rol Manager'],
      [{ shiftId: shiftOfB?.id }, 400, 'El turno seleccionado no existe'],
      [{ role: 'manager', managerId: idOf(MANAGER) }, 400, 'Solo los trabajadores pueden tener un manager asignado'],
    ];
    for (const [change, status, message] of cases) {
      const email = `refs-${Math.random().toString(36).slice(2)}@jornada.test`;
      const response = await api(ADMIN, 'POST', '/api/employees', { ...base, email, ...change });
      expect(outcome(response), JSON.stringify(change)).toEqual({ status, message });
      expect(await ctx.superuserQuery('select 1 from users where email = $1', [email])).toEqual([]);
    }
  });

  it('is the company admin’s only: a manager or a worker gets 403 and nothing is created', async () => {
    for (const who of [MANAGER, LUCIA]) {
      const email = `por-${who.split('@')[0]}@jornada.test`;
      const response = await api(who, 'POST', '/api/employees', {
        name: 'No Debería',
        email,
        identification: '12345678Z',
        role: 'worker',
      });
      expect(outcome(response)).toEqual({ status: 403, message: FORBIDDEN });
      expect(await ctx.superuserQuery('select 1 from users where email = $1', [email])).toEqual([]);
    }
  });
});

describe('validation through the API (400 with the Spanish message)', () => {
  const base = { name: 'Val Idación', identification: '12345678Z', role: 'worker' };
  let n = 0;
  const uniqueEmail = () => `val-${++n}@jornada.test`;

  it.each([
    [{ name: '' }, 'El nombre es requerido'],
    [{ identification: '' }, 'La identificación es requerida'],
    [{ identification: '12345678A' }, 'La letra del DNI/NIE no es correcta'],
    [{ identification: 'X1234567A' }, 'La letra del DNI/NIE no es correcta'],
    [{ identification: 'Y1234567L' }, 'La letra del DNI/NIE no es correcta'],
    [
      { identification: 'AB123456' },
      'Identificación no válida: escribe un DNI (8 números y letra), un NIE (X, Y o Z, 7 números y letra) o un pasaporte (letra y 8 números)',
    ],
    [{ identification: '1 2 3 4 5 6 7 8     Z' }, 'La identificación no puede superar 20 caracteres'],
    [{ email: 'no-es-un-email' }, 'Email inválido'],
    [{ email: 'ana@empresa' }, 'Dominio de email no válido'],
    [{ email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` }, 'El email no puede superar 254 caracteres'],
    [{ phone: '12345678' }, 'El teléfono debe tener entre 9 y 15 dígitos y puede empezar por +'],
    [{ phone: '+1234567890123456' }, 'El teléfono debe tener entre 9 y 15 dígitos y puede empezar por +'],
    [{ phone: '600-12-34-5a' }, 'El teléfono debe tener entre 9 y 15 dígitos y puede empezar por +'],
    [{ role: 'company' }, 'El rol debe ser Trabajador o Manager'],
  ])('create %j → %s', async (change, message) => {
    const response = await api(ADMIN, 'POST', '/api/employees', { ...base, email: uniqueEmail(), ...change });
    expect(outcome(response)).toEqual({ status: 400, message });
  });

  it.each([
    ['Z1234567R', 'Z1234567R'],
    ['a12345678', 'A12345678'],
    ['00000000 t', '00000000T'],
  ])('create accepts identification %s, stored as %s', async (identification, stored) => {
    const response = await api(ADMIN, 'POST', '/api/employees', { ...base, email: uniqueEmail(), identification });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().employee.identification).toBe(stored);
  });

  it.each([
    ['+351 912 345 678', '+351912345678'],
    ['(91) 123.45.67', '+34911234567'],
    ['0033612345678', '+33612345678'],
    ['', null],
  ])('create accepts phone %j, stored as %j', async (phone, stored) => {
    const response = await api(ADMIN, 'POST', '/api/employees', { ...base, email: uniqueEmail(), phone });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().employee.phone).toBe(stored);
  });

  it('accepts a 254-character email and stores it in lower case', async () => {
    const email = `${'A'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(email).toHaveLength(254);
    const response = await api(ADMIN, 'POST', '/api/employees', { ...base, email });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().employee.email).toBe(email.toLowerCase());
  });
});
