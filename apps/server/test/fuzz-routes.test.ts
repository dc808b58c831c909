import { editableCompanyConfigFields } from '@jornada/shared/api/company-config';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callersOf, FuzzWorld } from './fuzz/fuzz-world';
import { caseArbitrary, describeCase, type FuzzCase } from './fuzz/request-cases';
import { unknownKeywords } from './fuzz/schema-arbitrary';
import { messageProblem } from './fuzz/spanish-message';
import { type FuzzTarget, fuzzTargets, type OpenApiDocument } from './fuzz/targets';
import { call, demoUsers } from './test-app';

/**
 * Property-based fuzzing of every route: the routes come from the app itself (the auth
 * plugin's apiRoutes plus the OpenAPI document, which also gives each one's request schemas), so a
 * route added later is fuzzed without anyone editing this file. For each, fast-check generates
 * requests from its schemas (valid values, valid values with one place broken) and generic attacks
 * (wrong types, 1 MB strings, deep nesting, NUL, lone surrogates, huge and non-finite numbers,
 * invalid JSON, other content types, bad path segments and query escapes), sent by a caller that
 * holds the route's permission so they get past the guard. The properties: never a 5xx, and every
 * 4xx answers `{ message }` in Spanish.
 *
 * FUZZ_RUNS: cases per route (default below; ~150 routes). FUZZ_SEED: a number, or `random` for a
 * new one each run (printed). The default is fixed, so CI sends the same cases every run (their
 * dates aside, which are relative to today like the demo's data) and does not fail at random on a
 * change that has nothing to do with it; FUZZ_SEED=random FUZZ_RUNS=150 explores further by hand.
 * FUZZ_ROUTE: only the routes whose `METHOD /url` contains it. Each route's cases come from the
 * seed and the route alone (a new route does not change the others'), and a failure prints the
 * request to replay.
 */
const DEFAULT_RUNS_PER_ROUTE = 25;
const DEFAULT_SEED = 15_04;
const runsPerRoute = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS_PER_ROUTE);
const seed =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
const routeFilter = process.env.FUZZ_ROUTE;

let world: FuzzWorld;
let targets: FuzzTarget[] = [];
let undocumented: string[] = [];
const fuzzed = new Set<string>();

beforeAll(async () => {
  world = await FuzzWorld.open();
  const found = fuzzTargets(world.ctx.app.apiRoutes, world.ctx.app.swagger() as unknown as OpenApiDocument);
  targets = found.targets;
  undocumented = found.undocumented;
});
afterAll(() => world?.close());

/** A route's own seed: the run's seed mixed with the route's name. */
function seedOf(key: string): number {
  let hash = seed | 0;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}

const keyOf = (target: { method: string; url: string }) => `${target.method} ${target.url}`;

interface Failure {
  route: string;
  caller: Caller;
  request: string;
  status: number;
  problem: string;
}

/** Sends one case as its caller: the status, and what is wrong with the answer (null when nothing is). */
async function runCase(
  fuzzCase: FuzzCase,
  caller: Caller,
): Promise<{ status: number; failure: Omit<Failure, 'route'> | null }> {
  const { cookie, headers } = await world.credentialsOf(caller);
  const response = await call(world.ctx.app, {
    method: fuzzCase.method as 'GET',
    url: fuzzCase.url,
    // A case's own Authorization header (an attack on the bearer) replaces the caller's key.
    headers: { ...headers, ...fuzzCase.headers },
    ...(fuzzCase.payload !== undefined ? { payload: fuzzCase.payload } : {}),
    ...(cookie ? { cookie } : {}),
    remoteAddress: fuzzCase.remoteAddress,
    // The odd case tests the CSRF refusal: the header is then left to `headers` (or missing).
    skipCsrfHeader: 'x-requested-with' in fuzzCase.headers,
  });
  await world.afterCase(caller, response);
  const status = response.statusCode;
  const failure = (problem: string | null) => ({
    status,
    failure: problem ? { caller, request: describeCase(fuzzCase), status, problem } : null,
  });
  if (status >= 500) return failure(`${status}: ${response.body.slice(0, 300)}`);
  if (status < 400) return failure(null);
  try {
    return failure(messageProblem(response.json()));
  } catch {
    return failure(`cuerpo que no es JSON (${response.headers['content-type']}): ${response.body.slice(0, 200)}`);
  }
}

/**
 * Requests the fuzzer once answered with a 5xx or an English message, kept as fixed cases so they
 * stay fixed whatever the seed draws. First, on the fresh demo data (the fuzzing may leave the
 * company suspended, say).
 */
describe('what the fuzzer found, fixed', () => {
  const send = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    call(world.ctx.app, { method, url, cookie: await world.cookieOf('company'), ...(payload ? { payload } : {}) });
  const expectSpanish4xx = (response: { statusCode: number; json(): unknown }, status: number) => {
    expect(response.statusCode).toBe(status);
    expect(messageProblem(response.json())).toBeNull();
  };

  it("the router's refusals (a bad %-escape, a path parameter past 100 characters) answer in Spanish", async () => {
    const badEscape = await send('GET', '/api/workshift/employee/%E0%A4%A/all');
    expectSpanish4xx(badEscape, 400);
    expect(badEscape.json()).toMatchObject({ message: 'La dirección no es válida' });
    const tooLong = await send('GET', `/api/workshift/employee/${'1'.repeat(300)}/all`);
    expectSpanish4xx(tooLong, 414);
    expect(tooLong.json()).toMatchObject({ message: 'La dirección es demasiado larga' });
  });

  it('hours that round to zero in their column (1e-12) are refused, not a CHECK violation', async () => {
    const config = (await send('GET', '/api/company/config')).json() as Record<string, unknown>;
    const body = Object.fromEntries(editableCompanyConfigFields.map((field) => [field, config[field]]));
    for (const field of ['full_time_weekly_hours', 'workday_hours']) {
      expectSpanish4xx(await send('PUT', '/api/company/config', { ...body, [field]: 1e-12 }), 400);
    }
    const [worker] = await world.ctx.superuserQuery<{ id: number }>('select id from users where email = $1', [
      demoUsers.worker,
    ]);
    const contract = { effective_from: new Date().toISOString().slice(0, 10), work_mode: 'presencial' };
    expectSpanish4xx(
      await send('POST', `/api/employees/${worker?.id}/contracts`, { ...contract, weekly_hours: 1e-12 }),
      400,
    );
    // The smallest value the columns keep is still taken.
    const smallest = await send('PUT', '/api/company/config', { ...body, full_time_weekly_hours: 0.01 });
    expect(smallest.statusCode, smallest.body).toBe(200);
    expect((await send('PUT', '/api/company/config', body)).statusCode).toBe(200);
  });
});

describe('fuzzing every route: never a 5xx, every 4xx with a Spanish message', () => {
  it('finds the routes and their schemas', () => {
    // Guards the run below: an empty list would make it pass vacuously.
    expect(targets.length).toBeGreaterThanOrEqual(140);
    expect(undocumented, 'rutas /api sin operación en el documento OpenAPI').toEqual([]);
    for (const target of targets) {
      const schemas = [target.body, ...target.query.map((q) => q.schema), ...target.params.map((p) => p.schema)];
      for (const schema of schemas) {
        if (schema)
          expect(unknownKeywords(schema), `${keyOf(target)}: palabras de JSON Schema sin generador`).toEqual([]);
      }
      expect(callersOf(target.permission).length, `${keyOf(target)}: nadie tiene ${target.permission}`).toBeGreaterThan(
        0,
      );
    }
  });

  it(`sends ${runsPerRoute} generated requests to each route (seed ${seed})`, async () => {
    console.info(`[fuzz] semilla ${seed}, ${runsPerRoute} casos por ruta (FUZZ_SEED / FUZZ_RUNS para cambiarlos)`);
    const startedAt = Date.now();
    const failures: Failure[] = [];
    let cases = 0;
    /** Answers by class (2xx, 4xx…): how many cases got past validation into the services. */
    const classes: Record<string, number> = {};
    for (const target of targets) {
      const route = keyOf(target);
      if (routeFilter && !route.includes(routeFilter)) continue;
      const callers = callersOf(target.permission);
      const samples = fc.sample(caseArbitrary(target), { numRuns: runsPerRoute, seed: seedOf(route) });
      for (const fuzzCase of samples) {
        const caller = callers[fuzzCase.callerPick % callers.length] ?? 'anonymous';
        const { status, failure } = await runCase(fuzzCase, caller);
        cases++;
        const statusClass = `${Math.floor(status / 100)}xx`;
        classes[statusClass] = (classes[statusClass] ?? 0) + 1;
        if (failure) failures.push({ route, ...failure });
      }
      fuzzed.add(route);
    }
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    console.info(
      `[fuzz] ${cases} casos en ${fuzzed.size} rutas, ${seconds} s, respuestas ${JSON.stringify(classes)}, ` +
        `${world.resets} reinicios de la base, ${failures.length} fallos`,
    );
    const report = failures.map((f) => `${f.route} (${f.caller}) → ${f.status} ${f.problem}\n    ${f.request}`);
    expect(report, `semilla ${seed}`).toEqual([]);
  }, 600_000);

  it.skipIf(routeFilter !== undefined)('fuzzed every route', () => {
    expect([...fuzzed].sort()).toEqual(targets.map(keyOf).sort());
  });
});
