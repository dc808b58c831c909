import {
  WORK_CENTRE_MESSAGES,
  type WorkCentre,
  workCentreInUseMessage,
  workCentreLimitMessage,
} from '@jornada/shared/api/work-centres';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  ADMIN_B,
  api,
  auditOf,
  centreId,
  centresOf,
  ctx,
  FORBIDDEN,
  idOf,
  JAVIER,
  LUCIA,
  MANAGER,
  MARTA,
  outcome,
  SERGIO,
  useWorkCentresContext,
} from './work-centres.test-helpers';

useWorkCentresContext();

const NOT_FOUND = WORK_CENTRE_MESSAGES.notFound;
const centreRows = () =>
  ctx.superuserQuery<{ id: number; name: string }>('select id, name from work_centres order by id');
const byName = (centres: WorkCentre[], name: string) => centres.find((c) => c.name === name) as WorkCentre;

describe('the default centre of every company', () => {
  it('each company has exactly one default centre, and every employee belongs to a centre of their own company', async () => {
    const defaults = await ctx.superuserQuery<{ company_id: number; n: number }>(
      'select c.id as company_id, count(w.id)::int as n from companies c left join work_centres w on w.company_id = c.id and w.is_default group by c.id',
    );
    expect(defaults.length).toBe(2);
    expect(defaults.every((row) => row.n === 1)).toBe(true);
    const strays = await ctx.superuserQuery(
      'select e.user_id from employees e left join work_centres w on w.company_id = e.company_id and w.id = e.centre_id where w.id is null',
    );
    expect(strays).toEqual([]);
  });

  it('a company that signs up gets «Centro principal», and its admin belongs to it', async () => {
    const response = await api(undefined, 'POST', '/api/auth/register', {
      company_name: 'Frutería Centros S.L.',
      cif: 'B12345674',
      name: 'Rosa Prieto',
      email: 'rosa@fruteria-centros.test',
      password: 'Naranjas#2026',
      accept_terms: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await ctx.superuserQuery<{ name: string; is_default: boolean; admin_centre: number; id: number }>(
      `select w.id, w.name, w.is_default, e.centre_id as admin_centre from work_centres w
         join companies c on c.id = w.company_id and c.name = 'Frutería Centros S.L.'
         join employees e on e.company_id = c.id`,
    );
    expect(rows).toEqual([
      { id: expect.any(Number), name: 'Centro principal', is_default: true, admin_centre: rows[0]?.id },
    ]);
  });
});

describe('GET /api/work-centres', () => {
  it("lists the company's centres, the default first, with how many active employees each has", async () => {
    expect(await centresOf(ADMIN)).toEqual([
      {
        id: await centreId('panaderia_ejemplo', 'Obrador'),
        name: 'Obrador',
        address: 'Calle de Postas 8, 28012 Madrid',
        latitude: 40.4168,
        longitude: -3.7038,
        radius_meters: 150,
        is_default: true,
        archived_at: null,
        employee_count: 4,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      expect.objectContaining({ name: 'Tienda Centro', is_default: false, employee_count: 2, radius_meters: 100 }),
    ]);
    expect(await centresOf(ADMIN_B)).toEqual([
      expect.objectContaining({ name: 'Centro principal', is_default: true, employee_count: 2, latitude: null }),
    ]);
  });

  it('managers read them (to filter reports); workers and strangers may not', async () => {
    expect((await centresOf(MANAGER)).map((c) => c.name)).toEqual(['Obrador', 'Tienda Centro']);
    expect(outcome(await api(LUCIA, 'GET', '/api/work-centres'))).toEqual({ status: 403, message: FORBIDDEN });
    expect((await api(undefined, 'GET', '/api/work-centres')).statusCode).toBe(401);
    expect(outcome(await api(ADMIN, 'GET', '/api/work-centres?include_archived=si'))).toEqual({
      status: 400,
      message: WORK_CENTRE_MESSAGES.includeArchived,
    });
  });
});

describe('POST /api/work-centres', () => {
  const invalid: [string, Record<string, unknown>, string][] = [
    ['no name', { address: 'Calle Mayor 1' }, WORK_CENTRE_MESSAGES.nameRequired],
    ['a blank name', { name: '   ' }, WORK_CENTRE_MESSAGES.nameRequired],
    ['a name of 81 characters', { name: 'x'.repeat(81) }, WORK_CENTRE_MESSAGES.nameTooLong],
    [
      'an address of 201 characters',
      { name: 'Almacén', address: 'x'.repeat(201) },
      WORK_CENTRE_MESSAGES.addressTooLong,
    ],
    ['latitude 90.5', { name: 'Almacén', latitude: 90.5, longitude: 0 }, WORK_CENTRE_MESSAGES.latitudeInvalid],
    ['longitude -180.1', { name: 'Almacén', latitude: 40, longitude: -180.1 }, WORK_CENTRE_MESSAGES.longitudeInvalid],
    ['a latitude as text', { name: 'Almacén', latitude: 'norte', longitude: 1 }, WORK_CENTRE_MESSAGES.latitudeInvalid],
    ['a latitude alone', { name: 'Almacén', latitude: 40.4 }, WORK_CENTRE_MESSAGES.coordinatesTogether],
    [
      'a radius of 9 m',
      { name: 'Almacén', latitude: 40, longitude: -3, radius_meters: 9 },
      WORK_CENTRE_MESSAGES.radiusInvalid,
    ],
    [
      'a radius of 10 001 m',
      { name: 'Almacén', latitude: 40, longitude: -3, radius_meters: 10_001 },
      WORK_CENTRE_MESSAGES.radiusInvalid,
    ],
    [
      'a radius of 50.5 m',
      { name: 'Almacén', latitude: 40, longitude: -3, radius_meters: 50.5 },
      WORK_CENTRE_MESSAGES.radiusInvalid,
    ],
    [
      'a radius without coordinates',
      { name: 'Almacén', radius_meters: 100 },
      WORK_CENTRE_MESSAGES.radiusNeedsCoordinates,
    ],
  ];
  it.each(invalid)('%s → 400 with its Spanish message, nothing written', async (_, body, message) => {
    const before = await centreRows();
    expect(outcome(await api(ADMIN, 'POST', '/api/work-centres', body))).toEqual({ status: 400, message });
    expect(await centreRows()).toEqual(before);
  });

  it('creates a centre (201), audited and shown in the activity log', async () => {
    const response = await api(ADMIN, 'POST', '/api/work-centres', {
      name: ' Almacén Vallecas ',
      address: 'Calle del Puerto 3, 28031 Madrid',
      latitude: 40.3739,
      longitude: -3.6143,
      radius_meters: 200,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as WorkCentre;
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Almacén Vallecas',
      address: 'Calle del Puerto 3, 28031 Madrid',
      latitude: 40.3739,
      longitude: -3.6143,
      radius_meters: 200,
      is_default: false,
      archived_at: null,
      employee_count: 0,
      created_at: expect.any(String),
    });
    expect((await auditOf('work_centre.created')).at(-1)).toEqual({
      entity_id: String(created.id),
      actor_user_id: idOf(ADMIN),
      details: {
        name: 'Almacén Vallecas',
        address: 'Calle del Puerto 3, 28031 Madrid',
        latitude: 40.3739,
        longitude: -3.6143,
        radius_meters: 200,
      },
    });
    const log = (await api(ADMIN, 'GET', '/api/logs?action=work_centre.created&pageSize=1')).json();
    expect(log.data[0]).toMatchObject({ actionLabel: 'Centro de trabajo creado', entity: 'work_centre' });
    expect(log.names.centres).toEqual({ [String(created.id)]: 'Almacén Vallecas' });
  });

  it('a name already in use (in any case) → 409, nothing written', async () => {
    const before = await centreRows();
    expect(outcome(await api(ADMIN, 'POST', '/api/work-centres', { name: 'obrador' }))).toEqual({
      status: 409,
      message: WORK_CENTRE_MESSAGES.duplicateName,
    });
    expect(await centreRows()).toEqual(before);
  });

  it('only the company admin creates: a manager gets 403', async () => {
    expect(outcome(await api(MANAGER, 'POST', '/api/work-centres', { name: 'Kiosco' }))).toEqual({
      status: 403,
      message: FORBIDDEN,
    });
  });

  it("the plan's limit: one centre on Gratis (403 in Spanish), ten on Premium", async () => {
    const before = await centreRows();
    expect(outcome(await api(ADMIN_B, 'POST', '/api/work-centres', { name: 'Nave 2' }))).toEqual({
      status: 403,
      message: workCentreLimitMessage(1),
    });
    expect(await centreRows()).toEqual(before);
    expect(workCentreLimitMessage(1)).toBe(
      'Tu plan permite 1 centro de trabajo. Cambia al plan Premium para añadir más centros.',
    );

    // The panadería (Premium) has 3 in use: 7 more fit, the 11th is refused.
    for (let n = 1; n <= 7; n++) {
      expect((await api(ADMIN, 'POST', '/api/work-centres', { name: `Punto de venta ${n}` })).statusCode).toBe(201);
    }
    expect(outcome(await api(ADMIN, 'POST', '/api/work-centres', { name: 'Punto de venta 8' }))).toEqual({
      status: 403,
      message: 'Tu plan permite 10 centros de trabajo. Archiva alguno o cambia de plan para añadir más.',
    });
    // An archived centre no longer counts.
    const spare = byName(await centresOf(ADMIN), 'Punto de venta 7');
    expect((await api(ADMIN, 'DELETE', `/api/work-centres/${spare.id}`)).statusCode).toBe(200);
    expect((await api(ADMIN, 'POST', '/api/work-centres', { name: 'Punto de venta 8' })).statusCode).toBe(201);
  });
});

describe('PATCH /api/work-centres/{id}', () => {
  it('changes the fields sent, audits old → new and leaves the rest', async () => {
    const shop = byName(await centresOf(ADMIN), 'Tienda Centro');
    const response = await api(ADMIN, 'PATCH', `/api/work-centres/${shop.id}`, {
      name: 'Tienda Plaza Mayor',
      radius_meters: '80',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...shop, name: 'Tienda Plaza Mayor', radius_meters: 80 });
    expect((await auditOf('work_centre.updated')).at(-1)?.details).toEqual({
      name: 'Tienda Plaza Mayor',
      changes: { name: { from: 'Tienda Centro', to: 'Tienda Plaza Mayor' }, radius_meters: { from: 100, to: 80 } },
    });
    // The same values again: nothing changes, nothing is logged.
    const audits = (await auditOf('work_centre.updated')).length;
    expect((await api(ADMIN, 'PATCH', `/api/work-centres/${shop.id}`, { radius_meters: 80 })).statusCode).toBe(200);
    expect(await auditOf('work_centre.updated')).toHaveLength(audits);
  });

  it('checks the location as it ends up: coordinates together, a radius only with them', async () => {
    const shop = byName(await centresOf(ADMIN), 'Tienda Plaza Mayor');
    const url = `/api/work-centres/${shop.id}`;
    expect(outcome(await api(ADMIN, 'PATCH', url, { latitude: null }))).toEqual({
      status: 400,
      message: WORK_CENTRE_MESSAGES.coordinatesTogether,
    });
    expect(outcome(await api(ADMIN, 'PATCH', url, { latitude: null, longitude: null }))).toEqual({
      status: 400,
      message: WORK_CENTRE_MESSAGES.radiusNeedsCoordinates,
    });
    const cleared = await api(ADMIN, 'PATCH', url, { latitude: '', longitude: null, radius_meters: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ latitude: null, longitude: null, radius_meters: null });
    expect((await api(ADMIN, 'PATCH', url, { latitude: '40,4153', longitude: -3.7074 })).json()).toMatchObject({
      latitude: 40.4153,
      longitude: -3.7074,
    });
  });

  it('is_default: true makes it the default (the old one stops being it); false and {} are refused', async () => {
    const obrador = await centreId('panaderia_ejemplo', 'Obrador');
    const shop = byName(await centresOf(ADMIN), 'Tienda Plaza Mayor');
    expect(outcome(await api(ADMIN, 'PATCH', `/api/work-centres/${shop.id}`, { is_default: false }))).toEqual({
      status: 400,
      message: WORK_CENTRE_MESSAGES.defaultOnlyTrue,
    });
    expect(outcome(await api(ADMIN, 'PATCH', `/api/work-centres/${shop.id}`, {}))).toEqual({
      status: 400,
      message: WORK_CENTRE_MESSAGES.nothingToUpdate,
    });
    const moved = await api(ADMIN, 'PATCH', `/api/work-centres/${shop.id}`, { is_default: true });
    expect(moved.json()).toMatchObject({ is_default: true });
    const after = await centresOf(ADMIN);
    expect(after.filter((c) => c.is_default).map((c) => c.id)).toEqual([shop.id]);
    expect(after[0]?.id).toBe(shop.id);
    // Back as it was, for the tests that follow.
    expect((await api(ADMIN, 'PATCH', `/api/work-centres/${obrador}`, { is_default: true })).statusCode).toBe(200);
  });

  it("another company's centre, an unknown or malformed id: 404/400, nothing changed", async () => {
    const talleres = await centreId('talleres_norte', 'Centro principal');
    const before = await centreRows();
    expect(outcome(await api(ADMIN, 'PATCH', `/api/work-centres/${talleres}`, { name: 'Mío' }))).toEqual({
      status: 404,
      message: NOT_FOUND,
    });
    expect(outcome(await api(ADMIN, 'DELETE', `/api/work-centres/${talleres}`))).toEqual({
      status: 404,
      message: NOT_FOUND,
    });
    expect(outcome(await api(ADMIN, 'PATCH', '/api/work-centres/999999', { name: 'X' }))).toEqual({
      status: 404,
      message: NOT_FOUND,
    });
    expect(outcome(await api(ADMIN, 'PATCH', '/api/work-centres/99999999999', { name: 'X' }))).toEqual({
      status: 404,
      message: NOT_FOUND,
    });
    expect((await api(ADMIN, 'PATCH', '/api/work-centres/abc', { name: 'X' })).statusCode).toBe(400);
    expect(await centreRows()).toEqual(before);
  });
});

describe("an employee's centre", () => {
  const patchCentre = (as: string, email: string, centre: number) =>
    api(as, 'PATCH', `/api/employees/${idOf(email)}`, { auth_user_id: idOf(email), centre_id: centre });

  it('the admin moves an employee to another centre; audited with the centre named in the log', async () => {
    const shop = await centreId('panaderia_ejemplo', 'Tienda Plaza Mayor');
    const obrador = await centreId('panaderia_ejemplo', 'Obrador');
    const response = await patchCentre(ADMIN, LUCIA, shop);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().employee).toMatchObject({
      centre_id: shop,
      centre: { id: shop, name: 'Tienda Plaza Mayor' },
    });
    const log = (await api(ADMIN, 'GET', '/api/logs?action=employee.updated&pageSize=1')).json();
    expect(log.data[0].details).toEqual({ field: 'centre_id', from: obrador, to: shop });
    expect(log.names.centres).toEqual({ [obrador]: 'Obrador', [shop]: 'Tienda Plaza Mayor' });
    expect((await patchCentre(ADMIN, LUCIA, obrador)).statusCode).toBe(200);
  });

  it("a manager may not (403); another company's or an archived centre is refused (400), nothing changed", async () => {
    const shop = await centreId('panaderia_ejemplo', 'Tienda Plaza Mayor');
    expect(outcome(await patchCentre(MANAGER, LUCIA, shop))).toEqual({
      status: 403,
      message: 'Solo el administrador de la empresa puede cambiar el centro de trabajo de un empleado',
    });
    const talleres = await centreId('talleres_norte', 'Centro principal');
    expect(outcome(await patchCentre(ADMIN, LUCIA, talleres))).toEqual({
      status: 400,
      message: 'El centro de trabajo seleccionado no existe',
    });
    const archived = await centreId('panaderia_ejemplo', 'Punto de venta 7');
    expect(outcome(await patchCentre(ADMIN, LUCIA, archived)).status).toBe(400);
    expect(outcome(await patchCentre(ADMIN_B, SERGIO, shop)).status).toBe(400);
    const [row] = await ctx.superuserQuery<{ centre_id: number }>(
      'select centre_id from employees where user_id = $1',
      [idOf(LUCIA)],
    );
    expect(row?.centre_id).toBe(await centreId('panaderia_ejemplo', 'Obrador'));
  });

  it('a new employee goes to the centre chosen, or to the default one', async () => {
    const shop = await centreId('panaderia_ejemplo', 'Tienda Plaza Mayor');
    const create = (email: string, extra: Record<string, unknown>) =>
      api(ADMIN, 'POST', '/api/employees', {
        name: 'Nuevo',
        email,
        identification: '12345678Z',
        role: 'worker',
        ...extra,
      });
    const inShop = await create('nuevo.tienda@jornada.test', { centreId: shop });
    expect(inShop.statusCode, inShop.body).toBe(200);
    expect(inShop.json().employee.centre).toEqual({ id: shop, name: 'Tienda Plaza Mayor' });
    const byDefault = await create('nuevo.obrador@jornada.test', {});
    expect(byDefault.json().employee.centre.name).toBe('Obrador');
    const talleres = await centreId('talleres_norte', 'Centro principal');
    expect(outcome(await create('nuevo.ajeno@jornada.test', { centreId: talleres }))).toEqual({
      status: 400,
      message: 'El centro de trabajo seleccionado no existe',
    });
    expect(await ctx.superuserQuery("select 1 from users where email = 'nuevo.ajeno@jornada.test'")).toEqual([]);
  });
});

describe('DELETE /api/work-centres/{id} archives', () => {
  it('refuses the default centre and one active employees still belong to (409), nothing changed', async () => {
    const obrador = await centreId('panaderia_ejemplo', 'Obrador');
    expect(outcome(await api(ADMIN, 'DELETE', `/api/work-centres/${obrador}`))).toEqual({
      status: 409,
      message: WORK_CENTRE_MESSAGES.archiveDefault,
    });
    const shop = byName(await centresOf(ADMIN), 'Tienda Plaza Mayor');
    expect(shop.employee_count).toBe(3); // Javier, Marta and the new employee
    expect(outcome(await api(ADMIN, 'DELETE', `/api/work-centres/${shop.id}`))).toEqual({
      status: 409,
      message: workCentreInUseMessage(3),
    });
    expect(byName(await centresOf(ADMIN), 'Tienda Plaza Mayor').archived_at).toBeNull();
  });

  it('archives a centre without active employees: kept for the record, listed only on request, audited', async () => {
    const shop = byName(await centresOf(ADMIN), 'Tienda Plaza Mayor');
    const obrador = await centreId('panaderia_ejemplo', 'Obrador');
    // Marta leaves the company (her record keeps the centre); the others move to the bakery.
    expect((await api(ADMIN, 'DELETE', `/api/employees/${idOf(MARTA)}`)).statusCode).toBe(200);
    for (const email of [JAVIER, 'nuevo.tienda@jornada.test']) {
      const [user] = await ctx.superuserQuery<{ id: number }>('select id from users where email = $1', [email]);
      const id = user?.id as number;
      const moved = await api(ADMIN, 'PATCH', `/api/employees/${id}`, { auth_user_id: id, centre_id: obrador });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    // So does the shop's POS terminal (a live terminal keeps its centre in use).
    const [mostrador] = await ctx.superuserQuery<{ id: number }>(
      `select id from pos_terminals where id_acceso = 'POS-0001'`,
    );
    const movedTerminal = await api(ADMIN, 'PATCH', `/api/pos-terminals/${mostrador?.id}`, { centre_id: obrador });
    expect(movedTerminal.statusCode, movedTerminal.body).toBe(200);
    const response = await api(ADMIN, 'DELETE', `/api/work-centres/${shop.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Centro de trabajo archivado' });
    expect((await centresOf(ADMIN)).map((c) => c.name)).not.toContain('Tienda Plaza Mayor');
    const withArchived = await centresOf(ADMIN, '?include_archived=true');
    expect(byName(withArchived, 'Tienda Plaza Mayor').archived_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await ctx.superuserQuery('select id from work_centres where id = $1', [shop.id])).toHaveLength(1);
    expect((await auditOf('work_centre.archived')).at(-1)).toMatchObject({
      entity_id: String(shop.id),
      details: { name: 'Tienda Plaza Mayor' },
    });
    // Archived: no more changes, no second archive.
    expect(outcome(await api(ADMIN, 'PATCH', `/api/work-centres/${shop.id}`, { name: 'Otra' })).status).toBe(404);
    expect(outcome(await api(ADMIN, 'DELETE', `/api/work-centres/${shop.id}`))).toEqual({
      status: 404,
      message: NOT_FOUND,
    });
    // Its name is free again.
    expect((await api(ADMIN, 'POST', '/api/work-centres', { name: 'Tienda Plaza Mayor' })).statusCode).toBe(201);
  });

  it('an employee reactivated after their centre was archived comes back to the default centre', async () => {
    const response = await api(ADMIN, 'POST', `/api/employees/${idOf(MARTA)}/reactivate`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().employee.centre.name).toBe('Obrador');
    expect((await auditOf('employee.reactivated')).at(-1)?.details).toMatchObject({
      centre_id: {
        from: (await centresOf(ADMIN, '?include_archived=true')).find(
          (c) => c.archived_at && c.name === 'Tienda Plaza Mayor',
        )?.id,
        to: await centreId('panaderia_ejemplo', 'Obrador'),
      },
    });
  });
});
