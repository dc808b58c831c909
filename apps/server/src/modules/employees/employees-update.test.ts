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
  ids,
  JAVIER,
  LUCIA,
  list,
  MANAGER,
  MARTA,
  NOT_FOUND,
  outcome,
  PABLO,
  useEmployeesContext,
  WORKER_B,
} from './employees.test-helpers';

useEmployeesContext();

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
