import type { Employee } from '@jornada/shared/api/employees';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';
import { DUPLICATE_EMAIL_MESSAGE } from '../auth/auth.service';

let ctx: TestContext;
const cookies = new Map<string, string>();
const ids = new Map<string, number>();

const ADMIN = demoUsers.company;
const MANAGER = demoUsers.manager;
const LUCIA = demoUsers.worker;
const JAVIER = 'javier.moreno@jornada.test';
const MARTA = 'marta.sanchez@jornada.test';
const PABLO = 'pablo.diaz@jornada.test';
const ADMIN_B = demoUsers.company2;
const WORKER_B = demoUsers.worker2;

const FORBIDDEN = 'No tienes permiso para realizar esta acción';
const NOT_FOUND = 'Empleado no encontrado';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function api(as: string, method: Method, url: string, payload?: Record<string, unknown>) {
  return call(ctx.app, { method, url, cookie: cookies.get(as), ...(payload ? { payload } : {}) });
}
const idOf = (email: string) => ids.get(email) as number;
const outcome = (response: { statusCode: number; json(): { message?: string } }) => ({
  status: response.statusCode,
  message: response.json().message,
});

async function list(as: string, query = ''): Promise<Employee[]> {
  const response = await api(as, 'GET', `/api/employees${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const find = (employees: Employee[], email: string) => employees.find((e) => e.email === email);

async function auditOf(action: string, entityId: number) {
  return ctx.superuserQuery<{ details: Record<string, unknown>; actor_user_id: number }>(
    'select details, actor_user_id from audit_log where action = $1 and entity_id = $2 order by id',
    [action, String(entityId)],
  );
}

async function companyIdOf(schema: string): Promise<number> {
  const row = await ctx.database.ownerDb
    .selectFrom('companies')
    .select('id')
    .where('schema_name', '=', schema)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const user of await ctx.database.ownerDb.selectFrom('users').select(['id', 'email']).execute()) {
    ids.set(user.email, user.id);
  }
  for (const email of [ADMIN, MANAGER, LUCIA, ADMIN_B]) cookies.set(email, await loginAs(ctx.app, email));
});
afterAll(() => ctx?.close());

describe('GET /api/employees', () => {
  it('gives a company admin every employee of the company, with managers, shift and state, and nothing of another', async () => {
    const employees = await list(ADMIN);
    expect(employees.map((e) => e.email).sort()).toEqual([ADMIN, JAVIER, LUCIA, MANAGER, MARTA, PABLO].sort());
    expect(find(employees, LUCIA)).toEqual({
      id: idOf(LUCIA),
      auth_user_id: idOf(LUCIA),
      name: 'Lucía Fernández',
      email: LUCIA,
      role: 'worker',
      identification: '34567890V',
      phone: '+34600000003',
      active: true,
      deactivated_at: null,
      pending_activation: false,
      managers: ['Carlos Ruiz'],
      manager_ids: [idOf(MANAGER)],
      managerId: idOf(MANAGER),
      shift_id: expect.any(Number),
      shift: { id: expect.any(Number), name: 'Mañana', startTime: '08:00', endTime: '15:00' },
      created_at: expect.any(String),
    });
    // 'Sin manager' on the page: no managers at all.
    expect(find(employees, PABLO)).toMatchObject({ managers: [], manager_ids: [], managerId: null });
    expect(find(employees, PABLO)?.shift?.name).toBe('Tarde');
    expect(find(employees, ADMIN)).toMatchObject({ role: 'company', managerId: null, shift: null });
    expect(find(employees, MANAGER)).toMatchObject({ role: 'manager', managerId: null });
    // Grouping under managers works from the list alone.
    const underCarlos = employees.filter((e) => e.manager_ids.includes(idOf(MANAGER))).map((e) => e.email);
    expect(underCarlos.sort()).toEqual([JAVIER, LUCIA, MARTA].sort());
  });

  it('gives a manager only the workers assigned to them', async () => {
    const employees = await list(MANAGER);
    expect(employees.map((e) => e.email).sort()).toEqual([JAVIER, LUCIA, MARTA].sort());
  });

  it('refuses workers and people outside a company', async () => {
    expect(outcome(await api(LUCIA, 'GET', '/api/employees'))).toEqual({ status: 403, message: FORBIDDEN });
    const anonymous = await call(ctx.app, { method: 'GET', url: '/api/employees' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('rejects an unknown status filter with a Spanish message', async () => {
    const response = await api(ADMIN, 'GET', '/api/employees?status=despedidos');
    expect(outcome(response)).toEqual({ status: 400, message: "El estado debe ser 'active', 'inactive' o 'all'" });
  });
});

describe('GET /api/managers', () => {
  it("lists the company's active managers (id, name) for the admin only", async () => {
    const response = await api(ADMIN, 'GET', '/api/managers');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ id: idOf(MANAGER), name: 'Carlos Ruiz' }]);
    expect(outcome(await api(MANAGER, 'GET', '/api/managers'))).toEqual({ status: 403, message: FORBIDDEN });
    const ofB = await api(ADMIN_B, 'GET', '/api/managers');
    expect(ofB.json()).toEqual([]);
  });
});

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

describe('PATCH /api/employees/:id (one field)', () => {
  const patch = (as: string, email: string, body: Record<string, unknown>) =>
    api(as, 'PATCH', `/api/employees/${idOf(email)}`, { auth_user_id: idOf(email), ...body });

  it('changes a name, answers with the employee and audits old → new', async () => {
    const response = await patch(ADMIN, JAVIER, { name: 'Javier Moreno Ortega' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Actualización exitosa',
      employee: { id: idOf(JAVIER), name: 'Javier Moreno Ortega' },
    });
    const [audit] = await auditOf('employee.updated', idOf(JAVIER));
    expect(audit?.details).toEqual({ field: 'name', from: 'Javier Moreno', to: 'Javier Moreno Ortega' });
  });

  it('normalises phone and identification, and refuses bad ones with SPEC’s messages', async () => {
    expect((await patch(ADMIN, JAVIER, { phone: '600 11 22 33' })).json().employee.phone).toBe('+34600112233');
    expect((await patch(ADMIN, JAVIER, { identification: 'x1234567l' })).json().employee.identification).toBe(
      'X1234567L',
    );
    expect(outcome(await patch(ADMIN, JAVIER, { identification: '45678901A' }))).toEqual({
      status: 400,
      message: 'La letra del DNI/NIE no es correcta',
    });
    expect(outcome(await patch(ADMIN, JAVIER, { phone: '' }))).toEqual({
      status: 400,
      message: 'El teléfono es requerido',
    });
    expect(outcome(await patch(ADMIN, JAVIER, { email: 'javier@empresa' }))).toEqual({
      status: 400,
      message: 'Dominio de email no válido',
    });
    expect(outcome(await patch(ADMIN, JAVIER, { email: 'javier' }))).toEqual({
      status: 400,
      message: 'Correo electrónico inválido',
    });
  });

  it('needs exactly one field and the same auth_user_id as the path', async () => {
    const oneField = 'Indica un único campo a actualizar junto con auth_user_id';
    expect(outcome(await patch(ADMIN, JAVIER, {}))).toEqual({ status: 400, message: oneField });
    expect(outcome(await patch(ADMIN, JAVIER, { name: 'A', phone: '600000001' }))).toEqual({
      status: 400,
      message: oneField,
    });
    const mismatch = await api(ADMIN, 'PATCH', `/api/employees/${idOf(JAVIER)}`, {
      auth_user_id: idOf(MARTA),
      name: 'Cambiado',
    });
    expect(outcome(mismatch)).toEqual({
      status: 400,
      message: 'El auth_user_id del cuerpo no coincide con el empleado de la ruta',
    });
    expect(find(await list(ADMIN), MARTA)?.name).toBe('Marta Sánchez');
  });

  it('changes an email in lower case, keeps it unique, and the employee logs in with the new one', async () => {
    const response = await patch(ADMIN, JAVIER, { email: 'Javier.Nuevo@Jornada.test' });
    expect(response.json().employee.email).toBe('javier.nuevo@jornada.test');
    await loginAs(ctx.app, 'javier.nuevo@jornada.test', undefined, '10.61.0.1');
    expect(outcome(await patch(ADMIN, JAVIER, { email: MARTA.toUpperCase() }))).toEqual({
      status: 409,
      message: DUPLICATE_EMAIL_MESSAGE,
    });
    expect(outcome(await patch(ADMIN, JAVIER, { email: ADMIN_B }))).toEqual({
      status: 409,
      message: DUPLICATE_EMAIL_MESSAGE,
    });
    const back = await patch(ADMIN, JAVIER, { email: JAVIER });
    expect(back.statusCode).toBe(200);
  });

  it('sets and clears a shift of the company only', async () => {
    const [shiftOfB] = await ctx.superuserQuery<{ id: number }>('select id from shifts where company_id = $1', [
      await companyIdOf('talleres_norte'),
    ]);
    expect(outcome(await patch(ADMIN, JAVIER, { shift_id: shiftOfB?.id }))).toEqual({
      status: 400,
      message: 'El turno seleccionado no existe',
    });
    const cleared = await patch(ADMIN, JAVIER, { shift_id: null });
    expect(cleared.json().employee).toMatchObject({ shift_id: null, shift: null });
    const tarde = find(await list(ADMIN), PABLO)?.shift?.id;
    const set = await patch(ADMIN, JAVIER, { shift_id: String(tarde) });
    expect(set.json().employee.shift).toMatchObject({ name: 'Tarde' });
  });

  it('sets a worker’s single manager with manager_id, and clears it with null', async () => {
    const set = await patch(ADMIN, PABLO, { manager_id: idOf(MANAGER) });
    expect(set.json().employee).toMatchObject({ managers: ['Carlos Ruiz'], managerId: idOf(MANAGER) });
    expect(outcome(await patch(ADMIN, PABLO, { manager_id: idOf(PABLO) }))).toEqual({
      status: 400,
      message: 'Un empleado no puede ser su propio manager',
    });
    expect(outcome(await patch(ADMIN, PABLO, { manager_id: idOf(LUCIA) }))).toEqual({
      status: 400,
      message: 'Solo se pueden asignar como manager empleados activos con rol Manager',
    });
    expect(outcome(await patch(ADMIN, MANAGER, { manager_id: idOf(MANAGER) }))).toEqual({
      status: 400,
      message: 'Solo los trabajadores pueden tener un manager asignado',
    });
    const cleared = await patch(ADMIN, PABLO, { manager_id: null });
    expect(cleared.json().employee).toMatchObject({ managers: [], manager_ids: [], managerId: null });
  });

  it('changes roles between worker and manager only; the admin’s role and the admin role are out of reach', async () => {
    expect(outcome(await patch(ADMIN, ADMIN, { role: 'worker' }))).toEqual({
      status: 403,
      message: 'No se puede cambiar el rol de un Administrador',
    });
    expect(outcome(await patch(ADMIN, PABLO, { role: 'company' }))).toEqual({
      status: 403,
      message: 'No se puede asignar el rol de Administrador',
    });
    const promoted = await patch(ADMIN, PABLO, { role: 'manager' });
    expect(promoted.json().employee).toMatchObject({ role: 'manager', managerId: null });
    const managers = (await api(ADMIN, 'GET', '/api/managers')).json();
    expect(managers).toContainEqual({ id: idOf(PABLO), name: 'Pablo Díaz' });
    // Pablo's own session sees the new role at once.
    const pablo = await loginAs(ctx.app, PABLO, undefined, '10.61.0.2');
    const demoted = await patch(ADMIN, PABLO, { role: 'worker' });
    expect(demoted.json().employee.role).toBe('worker');
    const me = await call(ctx.app, { method: 'GET', url: '/api/user', cookie: pablo });
    expect(me.json().role).toBe('worker');
  });

  it('demoting a manager leaves their workers without them', async () => {
    const extra = await api(ADMIN, 'POST', '/api/employees', {
      name: 'Manager Temporal',
      email: 'manager.temporal@jornada.test',
      identification: '11111111H',
      role: 'manager',
    });
    const managerId = extra.json().employee.id as number;
    ids.set('manager.temporal@jornada.test', managerId);
    await api(ADMIN, 'PATCH', `/api/employees/${idOf(PABLO)}/managers`, {
      id: idOf(PABLO),
      manager_id: managerId,
      action: 'add',
    });
    expect(find(await list(ADMIN), PABLO)?.managers).toEqual(['Manager Temporal']);
    await patch(ADMIN, 'manager.temporal@jornada.test', { role: 'worker' });
    expect(find(await list(ADMIN), PABLO)?.managers).toEqual([]);
    const [audit] = await auditOf('employee.updated', managerId);
    expect(audit?.details).toMatchObject({ field: 'role', from: 'manager', to: 'worker', removed_team: [idOf(PABLO)] });
  });
});

describe('a manager edits only their own workers', () => {
  const patch = (email: string, body: Record<string, unknown>) =>
    api(MANAGER, 'PATCH', `/api/employees/${idOf(email)}`, { auth_user_id: idOf(email), ...body });

  it('may change a team worker’s name, phone, identification and shift', async () => {
    const response = await patch(MARTA, { phone: '+34 699 000 111' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().employee.phone).toBe('+34699000111');
  });

  it('gets 404 for anyone outside the team: other workers, the admin, themselves, another company', async () => {
    for (const email of [PABLO, ADMIN, MANAGER, WORKER_B]) {
      expect(outcome(await patch(email, { name: 'Hackeado' })), email).toEqual({ status: 404, message: NOT_FOUND });
    }
    expect(find(await list(ADMIN), PABLO)?.name).toBe('Pablo Díaz');
  });

  it('cannot change a role, an email or a manager, even of their own worker (403)', async () => {
    expect(outcome(await patch(MARTA, { role: 'manager' }))).toEqual({
      status: 403,
      message: 'Un manager no puede cambiar el rol de un empleado',
    });
    expect(outcome(await patch(MARTA, { email: 'marta@gmail.com' }))).toEqual({
      status: 403,
      message: 'Solo el administrador de la empresa puede cambiar el email de un empleado',
    });
    expect(outcome(await patch(MARTA, { manager_id: null }))).toEqual({
      status: 403,
      message: 'Solo el administrador de la empresa puede asignar managers',
    });
    expect(find(await list(ADMIN), MARTA)).toMatchObject({ role: 'worker', email: MARTA, managers: ['Carlos Ruiz'] });
  });

  it('cannot assign managers, delete or reactivate (403)', async () => {
    const managers = await api(MANAGER, 'PATCH', `/api/employees/${idOf(MARTA)}/managers`, {
      id: idOf(MARTA),
      manager_id: idOf(MANAGER),
      action: 'remove',
    });
    expect(outcome(managers)).toEqual({ status: 403, message: FORBIDDEN });
    expect(outcome(await api(MANAGER, 'DELETE', `/api/employees/${idOf(MARTA)}`))).toEqual({
      status: 403,
      message: FORBIDDEN,
    });
    expect(outcome(await api(MANAGER, 'POST', `/api/employees/${idOf(MARTA)}/reactivate`))).toEqual({
      status: 403,
      message: FORBIDDEN,
    });
    expect(find(await list(ADMIN), MARTA)?.active).toBe(true);
  });

  it('a worker can edit nobody (403)', async () => {
    const response = await api(LUCIA, 'PATCH', `/api/employees/${idOf(LUCIA)}`, {
      auth_user_id: idOf(LUCIA),
      name: 'Yo Misma',
    });
    expect(outcome(response)).toEqual({ status: 403, message: FORBIDDEN });
  });
});

describe('PATCH /api/employees/:id/managers', () => {
  const assign = (employee: string, managerId: number, action: string, id = idOf(employee)) =>
    api(ADMIN, 'PATCH', `/api/employees/${idOf(employee)}/managers`, { id, manager_id: managerId, action });

  it('adds and removes one manager and answers with the worker’s managers', async () => {
    const added = await assign(PABLO, idOf(MANAGER), 'add');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ managers: ['Carlos Ruiz'], manager_ids: [idOf(MANAGER)] });
    // Adding again changes nothing.
    expect((await assign(PABLO, idOf(MANAGER), 'add')).json()).toEqual(added.json());
    expect(find(await list(MANAGER), PABLO)).toBeDefined();
    const removed = await assign(PABLO, idOf(MANAGER), 'remove');
    expect(removed.json()).toEqual({ managers: [], manager_ids: [] });
    expect(find(await list(MANAGER), PABLO)).toBeUndefined();
    const audit = await auditOf('employee.manager_added', idOf(PABLO));
    expect(audit.map((a) => a.details)).toContainEqual({ manager_id: idOf(MANAGER) });
  });

  it('assigns only active managers of the company to workers, never someone to themselves', async () => {
    const notAssignable = 'Solo se pueden asignar como manager empleados activos con rol Manager';
    expect(outcome(await assign(PABLO, idOf(PABLO), 'add'))).toEqual({
      status: 400,
      message: 'Un empleado no puede ser su propio manager',
    });
    expect(outcome(await assign(PABLO, idOf(LUCIA), 'add'))).toEqual({ status: 400, message: notAssignable });
    expect(outcome(await assign(PABLO, idOf(ADMIN), 'add'))).toEqual({ status: 400, message: notAssignable });
    expect(outcome(await assign(PABLO, idOf(ADMIN_B), 'add'))).toEqual({ status: 400, message: notAssignable });
    expect(outcome(await assign(MANAGER, idOf(MANAGER), 'add'))).toEqual({
      status: 400,
      message: 'Solo los trabajadores pueden tener un manager asignado',
    });
    expect(outcome(await assign(PABLO, idOf(MANAGER), 'add', idOf(LUCIA)))).toEqual({
      status: 400,
      message: 'El id del cuerpo no coincide con el empleado de la ruta',
    });
    expect(outcome(await assign(PABLO, idOf(MANAGER), 'replace'))).toEqual({
      status: 400,
      message: "La acción debe ser 'add' o 'remove'",
    });
    expect(find(await list(ADMIN), PABLO)?.managers).toEqual([]);
  });
});

describe('company A’s admin cannot reach company B’s employees (404), and RLS hides them', () => {
  it('lists none of them', async () => {
    const emails = (await list(ADMIN, '?status=all')).map((e) => e.email);
    expect(emails).not.toContain(WORKER_B);
    expect(emails).not.toContain(ADMIN_B);
    expect((await list(ADMIN_B)).map((e) => e.email).sort()).toEqual([ADMIN_B, WORKER_B].sort());
  });

  it('gets 404 on every employee route and changes nothing of B', async () => {
    const before = await ctx.superuserQuery(
      'select * from users u join employees e on e.user_id = u.id where u.id = $1',
      [idOf(WORKER_B)],
    );
    const target = idOf(WORKER_B);
    const attempts = [
      api(ADMIN, 'PATCH', `/api/employees/${target}`, { auth_user_id: target, name: 'Robado' }),
      api(ADMIN, 'PATCH', `/api/employees/${target}`, { auth_user_id: target, role: 'manager' }),
      api(ADMIN, 'PATCH', `/api/employees/${target}/managers`, {
        id: target,
        manager_id: idOf(MANAGER),
        action: 'add',
      }),
      api(ADMIN, 'DELETE', `/api/employees/${target}`),
      api(ADMIN, 'POST', `/api/employees/${target}/reactivate`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(outcome(response)).toEqual({ status: 404, message: NOT_FOUND });
    }
    expect(
      await ctx.superuserQuery('select * from users u join employees e on e.user_id = u.id where u.id = $1', [target]),
    ).toEqual(before);
    await loginAs(ctx.app, WORKER_B, undefined, '10.62.0.1');
  });

  it('inside A’s tenant, B’s employees and links do not exist for the app role', async () => {
    const { withTenant } = await import('../../db/tenant');
    const { listEmployeeRows, listManagerLinks, lockEmployee } = await import('./employees.repository');
    const companyA = await companyIdOf('panaderia_ejemplo');
    const companyB = await companyIdOf('talleres_norte');
    const seen = await withTenant(ctx.database.db, companyA, async (trx) => ({
      rows: await listEmployeeRows(trx, { kind: 'company', companyId: companyB }, { status: 'all' }),
      locked: await lockEmployee(trx, { kind: 'company', companyId: companyB }, idOf(WORKER_B)),
      links: await listManagerLinks(trx, companyB, [idOf(WORKER_B)]),
    }));
    expect(seen).toEqual({ rows: [], locked: undefined, links: [] });
  });
});

describe('DELETE /api/employees/:id deactivates, POST /reactivate undoes it', () => {
  let luciaCookie = '';
  let eventsBefore = 0;

  it('ends the employee’s sessions, refuses their login, keeps every clock event and hides them from the lists', async () => {
    luciaCookie = cookies.get(LUCIA) as string;
    expect((await call(ctx.app, { method: 'GET', url: '/api/user', cookie: luciaCookie })).statusCode).toBe(200);
    [{ n: eventsBefore }] = (await ctx.superuserQuery<{ n: number }>(
      'select count(*)::int as n from clock_events where user_id = $1',
      [idOf(LUCIA)],
    )) as [{ n: number }];
    expect(eventsBefore).toBeGreaterThan(0);

    const response = await api(ADMIN, 'DELETE', `/api/employees/${idOf(LUCIA)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Se ha eliminado a Lucía Fernández',
      id: idOf(LUCIA),
      name: 'Lucía Fernández',
    });

    const me = await call(ctx.app, { method: 'GET', url: '/api/user', cookie: luciaCookie });
    expect(me.statusCode).toBe(401);
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: LUCIA, password: 'Demo1234!' },
      remoteAddress: '10.63.0.1',
    });
    expect(outcome(login)).toEqual({
      status: 403,
      message: 'Tu cuenta está desactivada. Contacta con el administrador de tu empresa.',
    });
    const [{ n: eventsAfter }] = (await ctx.superuserQuery<{ n: number }>(
      'select count(*)::int as n from clock_events where user_id = $1',
      [idOf(LUCIA)],
    )) as [{ n: number }];
    expect(eventsAfter).toBe(eventsBefore);
    const history = await api(ADMIN, 'GET', `/api/workshift/employee/${idOf(LUCIA)}/all`);
    expect(history.json().length).toBeGreaterThan(0);

    expect(find(await list(ADMIN), LUCIA)).toBeUndefined();
    expect(find(await list(MANAGER), LUCIA)).toBeUndefined();
    const former = await list(ADMIN, '?status=inactive');
    expect(former.map((e) => e.email)).toEqual([LUCIA]);
    expect(former[0]).toMatchObject({ active: false, deactivated_at: expect.any(String), managers: ['Carlos Ruiz'] });
    expect(find(await list(ADMIN, '?include_inactive=true'), LUCIA)?.active).toBe(false);
    expect((await auditOf('employee.deactivated', idOf(LUCIA))).length).toBe(1);
  });

  it('refuses deleting twice, deleting oneself and editing a former employee', async () => {
    expect(outcome(await api(ADMIN, 'DELETE', `/api/employees/${idOf(LUCIA)}`))).toEqual({
      status: 409,
      message: 'El empleado ya está dado de baja',
    });
    expect(outcome(await api(ADMIN, 'DELETE', `/api/employees/${idOf(ADMIN)}`))).toEqual({
      status: 400,
      message: 'No puedes eliminar tu propia cuenta',
    });
    const edit = await api(ADMIN, 'PATCH', `/api/employees/${idOf(LUCIA)}`, { auth_user_id: idOf(LUCIA), name: 'X' });
    expect(outcome(edit)).toEqual({
      status: 409,
      message: 'El empleado está dado de baja. Reactívalo para poder modificarlo.',
    });
    // A deactivated manager is no longer assignable.
  });

  it('reactivates: active again, back in the manager’s team, can log in; old sessions stay ended', async () => {
    const response = await api(ADMIN, 'POST', `/api/employees/${idOf(LUCIA)}/reactivate`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      employee: { email: LUCIA, active: true, deactivated_at: null, managers: ['Carlos Ruiz'] },
    });
    expect(find(await list(MANAGER), LUCIA)).toBeDefined();
    expect((await call(ctx.app, { method: 'GET', url: '/api/user', cookie: luciaCookie })).statusCode).toBe(401);
    await loginAs(ctx.app, LUCIA, undefined, '10.63.0.2');
    expect(outcome(await api(ADMIN, 'POST', `/api/employees/${idOf(LUCIA)}/reactivate`))).toEqual({
      status: 409,
      message: 'El empleado ya está activo',
    });
  });

  it('a deactivated manager disappears from /api/managers and from their workers, and comes back with them', async () => {
    await api(ADMIN, 'DELETE', `/api/employees/${idOf(MANAGER)}`);
    expect((await api(ADMIN, 'GET', '/api/managers')).json()).toEqual([]);
    expect(find(await list(ADMIN), LUCIA)?.managers).toEqual([]);
    const assign = await api(ADMIN, 'PATCH', `/api/employees/${idOf(PABLO)}/managers`, {
      id: idOf(PABLO),
      manager_id: idOf(MANAGER),
      action: 'add',
    });
    expect(outcome(assign)).toEqual({
      status: 400,
      message: 'Solo se pueden asignar como manager empleados activos con rol Manager',
    });
    await api(ADMIN, 'POST', `/api/employees/${idOf(MANAGER)}/reactivate`);
    expect(find(await list(ADMIN), LUCIA)?.managers).toEqual(['Carlos Ruiz']);
  });
});

describe('the plan’s user limit (talleres_norte, plan Gratis: 5 users, its admin included)', () => {
  const create = (email: string) =>
    api(ADMIN_B, 'POST', '/api/employees', {
      name: `Empleado ${email}`,
      email,
      identification: '12345678Z',
      role: 'worker',
    });

  it('GET /api/company/config reports the plan’s limit', async () => {
    const config = await api(ADMIN_B, 'GET', '/api/company/config');
    expect(config.json().user_limit).toBe(5);
    const professional = await api(ADMIN, 'GET', '/api/company/config');
    expect(professional.json().user_limit).toBe(50);
  });

  it('creates up to the limit, then 409 with SPEC’s message and nothing written', async () => {
    // 2 seats taken (admin + trabajador2): 3 more fit.
    for (const n of [1, 2, 3]) expect((await create(`b${n}@talleres.test`)).statusCode).toBe(200);
    expect((await list(ADMIN_B)).length).toBe(5);
    const refused = await create('b4@talleres.test');
    expect(outcome(refused)).toEqual({ status: 409, message: 'Has alcanzado el límite de 5 usuarios para tu plan' });
    expect(await ctx.superuserQuery('select 1 from users where email = $1', ['b4@talleres.test'])).toEqual([]);
  });

  it('a deletion frees a seat; the reactivation is then refused while the seat is taken again', async () => {
    const b1 = find(await list(ADMIN_B), 'b1@talleres.test') as Employee;
    expect((await api(ADMIN_B, 'DELETE', `/api/employees/${b1.id}`)).statusCode).toBe(200);
    expect((await create('b4@talleres.test')).statusCode).toBe(200);
    expect(outcome(await api(ADMIN_B, 'POST', `/api/employees/${b1.id}/reactivate`))).toEqual({
      status: 409,
      message: 'Has alcanzado el límite de 5 usuarios para tu plan',
    });
    expect(find(await list(ADMIN_B, '?status=inactive'), 'b1@talleres.test')).toBeDefined();
  });

  it('simultaneous creations for the last seat: exactly one gets it', async () => {
    const b4 = find(await list(ADMIN_B), 'b4@talleres.test') as Employee;
    await api(ADMIN_B, 'DELETE', `/api/employees/${b4.id}`);
    const responses = await Promise.all(['c1', 'c2', 'c3', 'c4'].map((n) => create(`${n}@talleres.test`)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await list(ADMIN_B)).length).toBe(5);
  });
});

describe('OpenAPI', () => {
  it('documents every employee route with its request schema', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode, response.body).toBe(200);
    const { paths } = response.json() as {
      paths: Record<string, Record<string, { summary?: string; requestBody?: unknown }>>;
    };
    expect(Object.keys(paths['/api/employees'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/employees/{id}'] ?? {}).sort()).toEqual(['delete', 'patch']);
    expect(Object.keys(paths['/api/employees/{id}/managers'] ?? {})).toEqual(['patch']);
    expect(Object.keys(paths['/api/employees/{id}/reactivate'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/managers'] ?? {})).toEqual(['get']);
    expect(paths['/api/employees']?.post?.requestBody).toBeDefined();
    expect(paths['/api/employees/{id}/reactivate']?.post?.summary).toContain('Deshacer la baja');
  });
});
