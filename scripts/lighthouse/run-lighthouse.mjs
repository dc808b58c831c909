#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse's mobile preset (simulated slow 4G and a 4× slower
 * CPU) on the built app, as `npm start` serves it, with Debian's Chromium. It builds nothing: run
 * `npm run build` first. It starts the built server on a free port with a fresh embedded database
 * (demo data) in a temp dir, audits `/`, `/login` and the demo worker's home, each RUNS times, and
 * prints the median of each figure: the four category scores, FCP, LCP, TBT, and the requests and bytes
 * transferred.
 *
 * Logged in: the session cookie and its readable marker (apps/server/src/plugins/session-marker.ts) are
 * put in the browser's cookie jar before the run, through the DevTools protocol. Lighthouse's
 * extraHeaders cannot carry them: the web reads the marker from document.cookie, and once the browser's
 * jar holds a cookie for the site, Chromium sends the jar's Cookie header instead of the extra one.
 *
 *   npm run build && npm run lighthouse
 *   LIGHTHOUSE_RUNS=1 npm run lighthouse -- --json out.json     (one run each; all results to a file)
 *   npm run lighthouse -- --pages home,login                    (only some of: landing, login, home)
 *
 * Targets: performance ≥ 0.95 on '/' and '/login', ≥ 0.9 on the worker's home (TBT ≤ 200 ms, LCP ≤ 2.5 s);
 * accessibility, best practices and SEO 1.0. On a busy machine the performance figures vary from run to run: hence the median.
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { DEMO_WORKER, loginCookies, startBuiltServer } from './built-server.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse run in a fresh Chromium (empty cache, no service worker), with `cookies` in its jar. */
async function audit(url, cookies = []) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (cookies.length > 0) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      await browser.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: new URL(url).hostname, path: '/' })));
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const requests = lhr.audits['network-requests'].details?.items ?? [];
    const failing = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
    );
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id].score])),
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      requests: requests.length,
      bytes: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      failing: failing.map((a) => `${a.id} (${a.score})`),
      consoleErrors: (lhr.audits['errors-in-console'].details?.items ?? []).map(
        (item) => `${item.description} ${item.sourceLocation?.url ?? ''}`,
      ),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse now and then loses the navigation in its own trace (NO_NAVSTART, "Please run Lighthouse
 * again"): such a run is repeated, at most twice, instead of ending the whole measurement.
 */
async function auditWithRetry(url, cookies) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, cookies);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error;
      console.log(`${url}: NO_NAVSTART, se repite la ejecución`);
    }
  }
}

function summarize(label, runs) {
  const pick = (f) => median(runs.map(f));
  const score = (id) => pick((run) => run.scores[id]).toFixed(2);
  console.log(
    `${label.padEnd(14)} rendimiento ${score('performance')}  accesibilidad ${score('accessibility')}  ` +
      `buenas prácticas ${score('best-practices')}  SEO ${score('seo')}`,
  );
  console.log(
    `${''.padEnd(14)} FCP ${(pick((r) => r.fcp) / 1000).toFixed(1)} s  LCP ${(pick((r) => r.lcp) / 1000).toFixed(1)} s  ` +
      `TBT ${Math.round(pick((r) => r.tbt))} ms  CLS ${pick((r) => r.cls).toFixed(3)}  ` +
      `${Math.round(pick((r) => r.requests))} peticiones  ${(pick((r) => r.bytes) / 1024).toFixed(0)} KiB`,
  );
  console.log(
    `${''.padEnd(14)} por ejecución: ${runs.map((r) => r.scores.performance.toFixed(2)).join(' / ')}` +
      ` (benchmarkIndex de Chromium: ${runs.map((r) => Math.round(r.benchmarkIndex)).join(' / ')}; en una máquina libre ~1000+)`,
  );
  for (const error of new Set(runs.flatMap((r) => r.consoleErrors))) console.log(`${''.padEnd(14)} consola: ${error}`);
  const failing = [...new Set(runs.flatMap((r) => r.failing))];
  if (failing.length > 0) console.log(`${''.padEnd(14)} auditorías por debajo de 1: ${failing.join(', ')}`);
}

const jsonIndex = process.argv.indexOf('--json');
const jsonPath = jsonIndex > 0 ? process.argv[jsonIndex + 1] : undefined;
const pagesIndex = process.argv.indexOf('--pages');
const pageIds = pagesIndex > 0 ? process.argv[pagesIndex + 1].split(',') : ['landing', 'login', 'home'];

const server = await startBuiltServer();
const results = {};
try {
  const cookies = (await loginCookies(server.baseUrl)).split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name, value: value.join('=') };
  });
  const pages = [
    { id: 'landing', label: '/', url: `${server.baseUrl}/` },
    { id: 'login', label: '/login', url: `${server.baseUrl}/login` },
    { id: 'home', label: `/ (${DEMO_WORKER.split('@')[0]})`, url: `${server.baseUrl}/`, cookies },
  ].filter((page) => pageIds.includes(page.id));
  console.log(`Lighthouse (móvil), mediana de ${RUNS} ejecuciones, ${server.baseUrl}\n`);
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await auditWithRetry(page.url, page.cookies));
    results[page.label] = runs;
    summarize(page.label, runs);
  }
} finally {
  await server.stop();
}
if (jsonPath) writeFileSync(jsonPath, JSON.stringify(results, null, 2));
