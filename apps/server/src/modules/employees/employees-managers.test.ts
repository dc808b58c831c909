import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  ADMIN_B,
  api,
  auditOf,
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
