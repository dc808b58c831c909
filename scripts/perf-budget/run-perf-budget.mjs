#!/usr/bin/env node
/**
 * The performance budget (`npm run perf:budget`, after `npm run build`): on the built server, in Debian's
 * Chromium, the worker's home until the card is usable (JavaScript bytes as transferred, requests, and
 * the blocking time of its start-up with the CPU 4× slower), and the JavaScript and requests of `/` and
 * `/login`. Each figure is the minimum over several visits (load on the machine only adds); if one is
 * over its limit a second batch runs before failing. Limits in limits.json.
 *
 *   npm run perf:budget [-- --runs 5] [-- --update] [-- --verbose]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { loginCookies, startBuiltServer } from '../lighthouse/built-server.mjs';
import { compareToLimits, formatValue, minimumOf, suggestLimits, sumBlockingTime } from './budget.mjs';
import { measureVisit } from './measure-visit.mjs';

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 5;
const isUpdate = args.includes('--update');
const isVerbose = args.includes('--verbose');
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs necesita un número entero positivo');
  process.exit(2);
}
const { limits } = JSON.parse(readFileSync(join(import.meta.dirname, 'limits.json'), 'utf8'));
const CPU_THROTTLE = 4;

function requestMeasures(prefix, label, requests) {
  const scripts = requests.filter((request) => request.type === 'Script');
  return [
    {
      id: `${prefix}.jsBytes`,
      label: `${label}: JavaScript transferido`,
      unit: 'bytes',
      value: scripts.reduce((sum, r) => sum + r.bytes, 0),
    },
    { id: `${prefix}.jsRequests`, label: `${label}: ficheros JavaScript`, unit: 'requests', value: scripts.length },
    { id: `${prefix}.requests`, label: `${label}: peticiones`, unit: 'requests', value: requests.length },
  ];
}

/** The worker's home: only what started before the card was usable; the blocking time of all start-up. */
async function measureHome(browser, baseUrl, cookieHeader) {
  const visit = await measureVisit(browser, {
    baseUrl,
    path: '/',
    cookieHeader,
    waitFor: 'card',
    cpuThrottle: CPU_THROTTLE,
  });
  const beforeReady = visit.requests.filter((request) => request.startedAt <= visit.readyAt);
  if (isVerbose) {
    console.log(
      `  inicio: tarjeta usable a los ${Math.round(visit.readyAt)} ms; tareas largas ${visit.longTasks.map((t) => Math.round(t.duration)).join(', ')} ms`,
    );
    for (const request of beforeReady)
      console.log(`    ${formatValue(request.bytes, 'bytes').padStart(10)} ${request.type.padEnd(11)} ${request.url}`);
  }
  return [
    ...requestMeasures('home', 'Inicio del trabajador', beforeReady),
    {
      id: 'home.blockingMs',
      label: `Inicio del trabajador: bloqueo del hilo principal (CPU ${CPU_THROTTLE}× más lenta)`,
      unit: 'ms',
      value: sumBlockingTime(visit.longTasks),
    },
  ];
}

/** An anonymous page: every request until it settled (no chunk races a ready signal there). */
async function measureAnonymous(browser, baseUrl, path, prefix, label) {
  const visit = await measureVisit(browser, { baseUrl, path, waitFor: 'load' });
  return requestMeasures(prefix, label, visit.requests);
}

/**
 * `count` visits to the home (its blocking time varies); one each to `/` and `/login`, whose figures are
 * counts of what the page downloads. Each run has every measure: the anonymous ones repeat the first.
 */
async function measureBatch(browser, baseUrl, cookieHeader, count) {
  const anonymous = [
    ...(await measureAnonymous(browser, baseUrl, '/', 'landing', 'Portada (/)')),
    ...(await measureAnonymous(browser, baseUrl, '/login', 'login', 'Acceso (/login)')),
  ];
  const batch = [];
  for (let index = 0; index < count; index++)
    batch.push([...(await measureHome(browser, baseUrl, cookieHeader)), ...anonymous]);
  return batch;
}

function printResults(rows, allRuns) {
  for (const row of rows) {
    const values = allRuns.map((run) => run.find((measure) => measure.id === row.id).value);
    const spread = row.unit === 'ms' ? `  (visitas: ${values.map((v) => Math.round(v)).join(', ')})` : '';
    console.log(`${row.isOver ? '✗' : '✓'} ${row.label}: ${row.message}${spread}`);
  }
}

const started = Date.now();
const server = await startBuiltServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
let isOver = false;
try {
  const cookieHeader = await loginCookies(server.baseUrl);
  const allRuns = await measureBatch(browser, server.baseUrl, cookieHeader, runs);
  let rows = compareToLimits(minimumOf(allRuns), limits);
  if (rows.some((row) => row.isOver) && !isUpdate) {
    console.log(
      `Alguna cifra supera el presupuesto: otras ${runs} visitas antes de decidir (la máquina puede estar ocupada).`,
    );
    allRuns.push(...(await measureBatch(browser, server.baseUrl, cookieHeader, runs)));
    rows = compareToLimits(minimumOf(allRuns), limits);
  }
  console.log(`Presupuesto de rendimiento: mínimo de ${allRuns.length} visitas de cada página.`);
  printResults(rows, allRuns);
  isOver = rows.some((row) => row.isOver);
  if (isUpdate) {
    console.log(
      '\nLímites sugeridos (el doble en tiempos, +7 % en bytes y peticiones); limits.json no se ha modificado:',
    );
    console.log(JSON.stringify(suggestLimits(minimumOf(allRuns)), null, 2));
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`Medido en ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (isOver && !isUpdate) {
  console.log('El presupuesto de rendimiento no se cumple.');
  process.exit(1);
}
