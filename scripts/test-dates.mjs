#!/usr/bin/env node
// The date sweep: the unit and server tests that depend on the date, run under faketime at dates
// chosen to break date assumptions (around holidays, year ends, clock changes, 29 February, weekends,
// month edges), at 00:20 and 23:50 Madrid. Not part of CI, which runs on one date: run it before a
// submission. faketime fakes this process tree only, not a separate PostgreSQL's now(), so the
// server files run on the embedded database (TEST_DB=pglite).
//
//   npm run test:dates                         every date, both times, the default files
//   npm run test:dates -- --dates 2026-12-24,2028-02-29 --times 23:50
//   npm run test:dates -- --files apps/server/src/modules/workshift/export-month.test.ts
//   npm run test:dates -- --list               print the dates and files, run nothing
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import Holidays from 'date-holidays';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};

const pad = (n) => String(n).padStart(2, '0');
const iso = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const dayAfter = (date, days) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
};
/** The last Sunday of a month: Europe's clock changes (March and October). */
const lastSunday = (year, month) => {
  const d = new Date(Date.UTC(year, month, 0, 12));
  d.setUTCDate(d.getUTCDate() - d.getUTCDay());
  return iso(d);
};

/** The dates of the sweep, from today (the real one: the sweep is run by hand, never in a test). */
function sweepDates(today) {
  const year = Number(today.slice(0, 4));
  const until = dayAfter(today, 366);
  const dates = new Set();
  const calendar = new Holidays('ES', { types: ['public'] });
  for (const y of [year, year + 1]) {
    for (const holiday of calendar.getHolidays(y) ?? []) {
      const date = holiday.date.slice(0, 10);
      if (holiday.type !== 'public' || date < today || date > until) continue;
      dates.add(dayAfter(date, -1));
      dates.add(dayAfter(date, 1));
    }
  }
  for (const y of [year, year + 1]) {
    for (const date of [`${y}-12-24`, `${y}-12-31`, `${y + 1}-01-01`, lastSunday(y, 3), lastSunday(y, 10)]) {
      if (date >= today && date <= until) dates.add(date);
    }
  }
  dates.add('2028-02-29');
  // The next Saturday and Sunday, the first and the last day of next month.
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const saturday = dayAfter(today, (6 - weekday + 7) % 7 || 7);
  dates.add(saturday);
  dates.add(dayAfter(saturday, 1));
  const next = new Date(Date.UTC(year, Number(today.slice(5, 7)), 1, 12));
  dates.add(iso(next));
  dates.add(iso(new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0, 12))));
  return [...dates].sort();
}

/** Madrid's wall time as the UTC instant faketime is given (TZ=UTC below). */
function madridToUtc(date, time) {
  const [h, m] = time.split(':').map(Number);
  const guess = new Date(`${date}T${pad(h)}:${pad(m)}:00Z`);
  for (const offset of [1, 2]) {
    const candidate = new Date(guess.getTime() - offset * 3600_000);
    const shown = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(candidate);
    if (shown === `${pad(h)}:${pad(m)}`) return candidate;
  }
  throw new Error(`${date} ${time} no existe en Madrid`);
}

function testFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) found.push(...testFiles(path));
    else if (entry.endsWith('.test.ts')) found.push(relative(root, path));
  }
  return found;
}

// A test depends on the date when it reads the clock or the demo's days, which follow it.
const USES_DATE = /new Date\(\)|Date\.now\(\)|madridDate\(|seededDays|thisMonth|today/;
// Suites too slow for a pass per date, whose dates come from the same seed the others read.
const HEAVY = /test\/(faults|fuzz)|fuzz-routes|tenant-isolation|reach-matrix|authorization-matrix/;

function defaultFiles() {
  const unit = ['packages/shared/src', 'apps/web/src'].flatMap((d) => testFiles(join(root, d)));
  const server = ['apps/server/src', 'apps/server/test'].flatMap((d) => testFiles(join(root, d)));
  const dated = (file) => USES_DATE.test(readFileSync(join(root, file), 'utf8'));
  return {
    unit: unit.filter(dated),
    server: server.filter((file) => dated(file) && !HEAVY.test(file)),
  };
}

function main() {
  if (!existsSync('/usr/bin/faketime')) {
    console.error('Falta faketime: apt-get install faketime');
    process.exit(2);
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const dates = option('dates')?.split(',') ?? sweepDates(today);
  const times = option('times')?.split(',') ?? ['00:20', '23:50'];
  const given = option('files')?.split(',');
  const files = given
    ? {
        unit: given.filter((f) => !f.startsWith('apps/server/')),
        server: given.filter((f) => f.startsWith('apps/server/')),
      }
    : defaultFiles();
  console.log(`Fechas (${dates.length}): ${dates.join(' ')}\nHoras (Madrid): ${times.join(' ')}`);
  console.log(`Ficheros: ${files.unit.length} unitarios, ${files.server.length} del servidor (PGlite)`);
  if (args.includes('--list')) {
    console.log([...files.unit, ...files.server].join('\n'));
    return;
  }
  const failures = [];
  const started = Date.now();
  for (const date of dates) {
    for (const time of times) {
      const instant = madridToUtc(date, time).toISOString().replace('T', ' ').slice(0, 19);
      for (const [project, list] of Object.entries(files)) {
        if (list.length === 0) continue;
        const run = spawnSync(
          'faketime',
          [instant, 'npx', 'vitest', 'run', '--project', project, '--reporter=dot', ...list],
          {
            cwd: root,
            encoding: 'utf8',
            env: { ...process.env, TZ: 'UTC', FAKETIME_DONT_FAKE_MONOTONIC: '1', TEST_DB: 'pglite', NO_COLOR: '1' },
          },
        );
        const summary = `${run.stdout}${run.stderr}`.match(/Tests\s+(.*)/)?.[1];
        const ok = run.status === 0;
        console.log(`${ok ? 'ok   ' : 'FALLA'} ${date} ${time} Madrid  ${project.padEnd(6)} ${summary ?? ''}`);
        if (!ok) failures.push({ date, time, project, output: `${run.stdout}\n${run.stderr}` });
      }
    }
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  for (const failure of failures) {
    const failed = failure.output
      .split('\n')
      .filter((line) => /FAIL|AssertionError|Error:/.test(line))
      .slice(0, 12);
    console.log(`\n--- ${failure.date} ${failure.time} Madrid (${failure.project}) ---\n${failed.join('\n')}`);
  }
  console.log(
    `\n${failures.length === 0 ? 'Barrido de fechas superado' : `${failures.length} pasadas fallidas`} en ${minutes} min`,
  );
  process.exit(failures.length === 0 ? 0 : 1);
}

main();
