import { type ComplianceAlert, type RegisterResponse, registerResponse } from '@jornada/shared/api/reports';
import { WORK_CENTRE_MESSAGES } from '@jornada/shared/api/work-centres';
import { madridToInstant } from '@jornada/shared/domain/madrid-time';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { clockDirectly } from '../../../test/clock-helpers';
import { pdfPages } from '../../../test/pdf-text';
import { unzip } from '../reports/bundle/bundle.test-helpers';
import { verifyRecords } from '../workshift/verify-records';
import {
  ADMIN,
  ADMIN_B,
  api,
  as,
  centreId,
  companyIdOf,
  ctx,
  idOf,
  JAVIER,
  LUCIA,
  MANAGER,
  MARTA,
  outcome,
  PABLO,
  SERGIO,
  useWorkCentresContext,
} from './work-centres.test-helpers';

/**
 * The register, its bundle and the alerts filtered by work centre, and the centre a start records:
 * March 2025 clocked through the clock service with given instants, read with the clock faked to
 * 8 April 2025, 10:00 Madrid.
 */

useWorkCentresContext();

const at = (date: string, time: string) => madridToInstant(date, time) as Date;
const NOW = at('2025-04-08', '10:00');
const NOT_FOUND = WORK_CENTRE_MESSAGES.notFound;
let obrador = 0;
let shop = 0;

/** A request with only Date faked (the database's timers keep running). */
async function at8April<T>(request: () => Promise<T>, now = NOW): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  try {
    return await request();
  } finally {
    vi.useRealTimers();
  }
}

const MARCH = 'from=2025-03-01&to=2025-03-31';
async function registerOf(email: string, query: string): Promise<RegisterResponse> {
  const response = await at8April(() => api(email, 'GET', `/api/reports/register?${query}`));
  expect(response.statusCode, response.body).toBe(200);
  return registerResponse.parse(response.json());
}
const namesIn = (register: RegisterResponse) => register.employees.map((e) => e.name).sort();

async function alertsOf(email: string, query: string): Promise<ComplianceAlert[]> {
  const response = await at8April(() => api(email, 'GET', `/api/reports/alerts?month=2025-03&${query}`));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

beforeAll(async () => {
  obrador = await centreId('panaderia_ejemplo', 'Obrador');
  shop = await centreId('panaderia_ejemplo', 'Tienda Centro');
  // Lucía (Obrador) and Marta (Tienda Centro) each work a 10 h day, no pause: alerts for both.
  for (const [email, date] of [
    [LUCIA, '2025-03-10'],
    [MARTA, '2025-03-11'],
  ] as const) {
    await clockDirectly(ctx, as(email).user, 'start', { occurredAt: at(date, '08:00') });
    await clockDirectly(ctx, as(email).user, 'end', { occurredAt: at(date, '18:00') });
  }
});

describe('GET /api/reports/register?centre_id', () => {
  it("keeps the employees of that centre and names it; without it, the whole company's", async () => {
    const all = await registerOf(ADMIN, MARCH);
    expect(namesIn(all)).toHaveLength(6);
    expect(all.centre).toBeUndefined();

    const inShop = await registerOf(ADMIN, `${MARCH}&centre_id=${shop}`);
    expect(namesIn(inShop)).toEqual(['Javier Moreno', 'Marta Sánchez']);
    expect(inShop.centre).toEqual({ id: shop, name: 'Tienda Centro', address: 'Plaza Mayor 14, 28012 Madrid' });
    expect(inShop.employees.find((e) => e.id === idOf(MARTA))?.totals.worked).toBe(600);

    const inBakery = await registerOf(ADMIN, `${MARCH}&centre_id=${obrador}`);
    expect(namesIn(inBakery)).toEqual(['Ana García', 'Carlos Ruiz', 'Lucía Fernández', 'Pablo Díaz']);
  });

  it("within the actor's reach: a manager's team (and themself) of that centre; a worker only their own", async () => {
    expect(namesIn(await registerOf(MANAGER, `${MARCH}&centre_id=${shop}`))).toEqual([
      'Javier Moreno',
      'Marta Sánchez',
    ]);
    expect(namesIn(await registerOf(MANAGER, `${MARCH}&centre_id=${obrador}`))).toEqual([
      'Carlos Ruiz',
      'Lucía Fernández',
    ]);
    expect(namesIn(await registerOf(LUCIA, `${MARCH}&centre_id=${obrador}`))).toEqual(['Lucía Fernández']);
    expect(namesIn(await registerOf(LUCIA, `${MARCH}&centre_id=${shop}`))).toEqual([]);
  });

  it("another company's centre or an unknown one → 404 in Spanish; a malformed id → 400", async () => {
    const talleres = await centreId('talleres_norte', 'Centro principal');
    for (const [email, centre] of [
      [ADMIN, talleres],
      [MANAGER, talleres],
      [ADMIN_B, shop],
      [ADMIN, 999_999],
    ] as const) {
      const response = await at8April(() => api(email, 'GET', `/api/reports/register?${MARCH}&centre_id=${centre}`));
      expect(outcome(response), `${email} ${centre}`).toEqual({ status: 404, message: NOT_FOUND });
    }
    const malformed = await api(ADMIN, 'GET', `/api/reports/register?${MARCH}&centre_id=tienda`);
    expect(outcome(malformed)).toEqual({ status: 400, message: NOT_FOUND });
  });

  it("the PDF's header names the centre", async () => {
    const response = await at8April(() =>
      api(ADMIN, 'GET', `/api/reports/register?${MARCH}&centre_id=${shop}&format=pdf`),
    );
    expect(response.statusCode).toBe(200);
    const [first] = await pdfPages(response.rawPayload);
    expect(first).toContain('Centro de trabajo: Tienda Centro · Plaza Mayor 14, 28012 Madrid');
  });
});

describe('GET /api/reports/register/bundle?centre_id', () => {
  it("holds one PDF per worker of that centre only; another company's centre is 404", async () => {
    const response = await at8April(() =>
      api(ADMIN, 'GET', `/api/reports/register/bundle?month=2025-03&centre_id=${shop}`),
    );
    expect(response.statusCode, response.body).toBe(200);
    const files = [...(await unzip(response.rawPayload)).keys()].filter((name) => name.startsWith('trabajadores/'));
    expect(files.sort()).toEqual(
      [`trabajadores/${idOf(JAVIER)}-javier-moreno.pdf`, `trabajadores/${idOf(MARTA)}-marta-sanchez.pdf`].sort(),
    );
    const talleres = await centreId('talleres_norte', 'Centro principal');
    const foreign = await at8April(() =>
      api(ADMIN, 'GET', `/api/reports/register/bundle?month=2025-03&centre_id=${talleres}`),
    );
    expect(outcome(foreign)).toEqual({ status: 404, message: NOT_FOUND });
  });
});

describe('GET /api/reports/alerts?centre_id', () => {
  it("keeps the alerts of that centre's employees", async () => {
    const all = await alertsOf(ADMIN, '');
    const ids = (list: ComplianceAlert[]) => [...new Set(list.map((a) => a.employee_id))];
    expect(ids(all)).toEqual(expect.arrayContaining([idOf(LUCIA), idOf(MARTA)]));
    const inShop = await alertsOf(ADMIN, `centre_id=${shop}`);
    expect(inShop.length).toBeGreaterThan(0);
    expect(new Set(ids(inShop)).has(idOf(LUCIA))).toBe(false);
    expect(ids(inShop).every((id) => [idOf(JAVIER), idOf(MARTA)].includes(id))).toBe(true);
    expect(inShop.some((a) => a.employee_id === idOf(MARTA) && a.date === '2025-03-11')).toBe(true);
    const inBakery = await alertsOf(ADMIN, `centre_id=${obrador}`);
    expect(ids(inBakery)).not.toContain(idOf(MARTA));
    expect(inBakery.some((a) => a.employee_id === idOf(LUCIA) && a.date === '2025-03-10')).toBe(true);
    // Every alert appears under exactly one centre.
    expect(inShop.length + inBakery.length).toBe(all.length);
  });

  it("another company's centre or an unknown one → 404 in Spanish", async () => {
    const talleres = await centreId('talleres_norte', 'Centro principal');
    for (const [email, centre] of [
      [ADMIN, talleres],
      [ADMIN_B, obrador],
      [MANAGER, 999_999],
    ] as const) {
      const response = await at8April(() => api(email, 'GET', `/api/reports/alerts?month=2025-03&centre_id=${centre}`));
      expect(outcome(response), `${email} ${centre}`).toEqual({ status: 404, message: NOT_FOUND });
    }
    expect((await alertsOf(ADMIN_B, '')).every((a) => a.employee_id === idOf(SERGIO))).toBe(true);
  });
});

describe('a start records the centre in the clock record', () => {
  const startDetails = (userId: number) =>
    ctx.superuserQuery<{ details: Record<string, unknown> }>(
      "select details from clock_events where user_id = $1 and kind = 'start' order by id",
      [userId],
    );

  it("the employee's centre at that moment, sealed in the start's details; verify-records passes", async () => {
    const clock = (path: string) => at8April(() => api(PABLO, 'POST', `/api/workshift/${path}`, {}));
    expect((await clock('start')).statusCode).toBe(200);
    expect((await clock('end')).statusCode).toBe(200);
    // The admin moves Pablo to the shop: his next start records it; the earlier one keeps the bakery.
    const moved = await api(ADMIN, 'PATCH', `/api/employees/${idOf(PABLO)}`, {
      auth_user_id: idOf(PABLO),
      centre_id: shop,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const later = at('2025-04-08', '16:00');
    expect((await at8April(() => api(PABLO, 'POST', '/api/workshift/start', {}), later)).statusCode).toBe(200);
    expect((await at8April(() => api(PABLO, 'POST', '/api/workshift/break/start', {}), later)).statusCode).toBe(200);
    const starts = await startDetails(idOf(PABLO));
    expect(starts.at(-2)?.details).toEqual({ work_mode: 'presencial', centre_id: obrador });
    expect(starts.at(-1)?.details).toEqual({ work_mode: 'presencial', centre_id: shop });
    // Only a start carries it.
    const others = await ctx.superuserQuery<{ details: Record<string, unknown> }>(
      "select details from clock_events where user_id = $1 and kind <> 'start'",
      [idOf(PABLO)],
    );
    expect(others.some((row) => 'centre_id' in row.details)).toBe(false);

    const panaderia = await companyIdOf('panaderia_ejemplo');
    expect((await verifyRecords(ctx.database.db, panaderia)).broken).toBeNull();
    // The centre is sealed: changing it in the record breaks Pablo's chain.
    await ctx.superuserQuery('ALTER TABLE clock_events DISABLE TRIGGER clock_events_append_only');
    await ctx.superuserQuery(
      `update clock_events set details = jsonb_set(details, '{centre_id}', to_jsonb($2::int))
        where id = (select max(id) from clock_events where user_id = $1 and kind = 'start')`,
      [idOf(PABLO), obrador],
    );
    await ctx.superuserQuery('ALTER TABLE clock_events ENABLE TRIGGER clock_events_append_only');
    expect((await verifyRecords(ctx.database.db, panaderia)).broken).not.toBeNull();
  });

  it("verify-records reports a start that names another company's centre (written through the app's own path)", async () => {
    const talleres = await centreId('talleres_norte', 'Centro principal');
    const started = await clockDirectly(ctx, as(JAVIER).user, 'start', {
      occurredAt: at('2025-04-07', '09:00'),
      centreId: talleres,
    });
    const report = await verifyRecords(ctx.database.db, await companyIdOf('panaderia_ejemplo'));
    expect(report.broken).toContainEqual({
      eventId: String(started.id),
      userId: idOf(JAVIER),
      reason: 'su centro de trabajo no es un centro de esta empresa',
    });
  });

  it("the demo's history records each start's centre as well", async () => {
    const starts = await startDetails(idOf(LUCIA));
    expect(starts.length).toBeGreaterThan(1);
    expect(starts.every((row) => row.details.centre_id === obrador)).toBe(true);
  });
});
