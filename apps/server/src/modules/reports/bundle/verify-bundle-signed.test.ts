import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BundleEvent, type BundleManifest, bundleManifestSchema } from '@jornada/shared/api/reports';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type LoggedIn, logIn } from '../../../../test/clock-helpers';
import { runCli, runCliOn } from '../../../../test/run-cli';
import { call, createTestContext, demoUsers, type TestContext } from '../../../../test/test-app';
import { publishDigests } from '../../record/publish-digests';
import { generateSigningKey, type RecordSigningKey } from '../../record/signing-key';
import { chainHash } from '../../workshift/record-chain';
import { at, clockShift, createWorker, dniOf, type NewWorker } from '../register.test-helpers';
import { unzip, zipOf } from './bundle.test-helpers';
import { signManifest } from './bundle-signature';
import { verifyBundle } from './verify-bundle';

/**
 * The bundle's signature (manifest.sig over manifest.json, with the record key), its events
 * (events.jsonl) and digests (digests.jsonl): a clean bundle holds with the database and offline with
 * only the public key; a bundle changed and re-hashed, re-signed with another key, without its
 * signature, or with its events rewritten, fails. Recorded at fixed instants of March 2025.
 */

const isPostgres = inject('testDatabase').kind === 'postgres';
/** Where no database answers: the offline CLI must never need one. */
/** Each CLI run starts node with tsx: slow on a loaded machine. */
const CLI_TIMEOUT = 180_000;
const NO_DATABASE = { DATABASE_URL: 'postgres://nadie@127.0.0.1:1/ninguna', RECORD_SIGNING_KEY: '' };

let ctx: TestContext;
let admin: LoggedIn;
let worker: NewWorker;
let dir = '';
let keyPath = '';
let intact: Map<string, Buffer>;
let csvName = '';

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');
const manifestOf = (files: Map<string, Buffer>) =>
  JSON.parse((files.get('manifest.json') as Buffer).toString('utf8')) as BundleManifest;

/** A copy of the intact bundle's files, to change. */
const copyOfBundle = () => new Map([...intact].map(([name, body]) => [name, Buffer.from(body)]));

/** A file replaced, and its SHA-256 and size put in the manifest, as a forger would. */
function replaceFile(files: Map<string, Buffer>, name: string, body: Buffer) {
  files.set(name, body);
  const manifest = manifestOf(files);
  const entry = manifest.files.find((file) => file.name === name);
  if (!entry) throw new Error(`${name} no está en el manifiesto`);
  Object.assign(entry, { sha256: sha256(body), bytes: body.length });
  files.set('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
}

function signWith(files: Map<string, Buffer>, key: RecordSigningKey) {
  files.set('manifest.sig', signManifest(key, files.get('manifest.json') as Buffer));
}

function save(name: string, files: Map<string, Buffer>): Promise<string> {
  return zipOf(files).then((body) => {
    const path = join(dir, name);
    writeFileSync(path, body);
    return path;
  });
}

const withDatabase = (path: string) => verifyBundle(ctx.database.db, path, { publicKey: ctx.signingKey });
const offline = (path: string) => verifyBundle(null, path, { publicKey: ctx.signingKey });
const offlineCli = (path: string) => runCli(['verify-bundle', path, '--public-key', keyPath], NO_DATABASE);

/** The worker's 3 March shift (08:00–16:00, a pause 11:00–11:30) with its end at 17:00 in the CSV. */
function csvWithLaterEnd(): Buffer {
  const csv = (intact.get(csvName) as Buffer).toString('utf8');
  const row = ';03/03/2025;08:00;16:00;11:00–11:30;';
  expect(csv).toContain(`Núria Bundle Firmado;${dniOf(55555555)}${row}`);
  return Buffer.from(csv.replace(row, ';03/03/2025;08:00;17:00;11:00–11:30;'), 'utf8');
}

beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(join(tmpdir(), 'jornada-bundle-firma-'));
  admin = await logIn(ctx, demoUsers.company);
  worker = await createWorker(ctx, admin, {
    name: 'Núria Bundle Firmado',
    email: 'nuria.firma@jornada.test',
    identification: dniOf(55555555),
  });
  await clockShift(ctx, worker.user, '2025-03-03', { start: '08:00', end: '16:00', breaks: [['11:00', '11:30']] });
  const companyId = admin.user.company_id as number;
  await publishDigests(ctx.database.db, ctx.signingKey, { now: at('2025-03-05', '23:00'), companyIds: [companyId] });
  const toCorrect = await clockShift(ctx, worker.user, '2025-03-10', { start: '09:00', end: '13:00' });
  await clockShift(ctx, worker.user, '2025-03-31', { start: '22:00', end: '2025-04-01 06:00' });
  await clockShift(ctx, worker.user, '2025-04-02', { start: '09:00', end: '13:00' });
  await publishDigests(ctx.database.db, ctx.signingKey, { now: at('2025-04-03', '23:00'), companyIds: [companyId] });
  // 10 March corrected to 08:45–13:15, asked by the worker and approved by the admin after that digest.
  const filed = await call(ctx.app, {
    method: 'POST',
    url: '/api/petitions',
    cookie: worker.cookie,
    payload: {
      table_name: 'wscorrections',
      workshift_id: toCorrect.id,
      started_at: '2025-03-10T08:45',
      ended_at: '2025-03-10T13:15',
      reason: 'Entré antes',
    },
  });
  expect(filed.statusCode, filed.body).toBe(200);
  const decided = await call(ctx.app, {
    method: 'POST',
    url: `/api/petitions/${filed.json().id}/decision`,
    cookie: admin.cookie,
    payload: { decision: 'approved' },
  });
  expect(decided.statusCode, decided.body).toBe(200);

  // The key as GET /api/record/public-key serves it: all an inspector is given.
  const published = await call(ctx.app, { method: 'GET', url: '/api/record/public-key' });
  keyPath = join(dir, 'clave-publica.pem');
  writeFileSync(keyPath, published.json().public_key);
  const response = await call(ctx.app, {
    method: 'GET',
    url: '/api/reports/register/bundle?month=2025-03',
    cookie: admin.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  intact = await unzip(response.rawPayload);
  csvName = [...intact.keys()].find((name) => name.endsWith('.csv')) as string;
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

describe('the signed bundle', () => {
  it("holds the month's sealed events, its digests and the latest one, and a signature over the manifest's bytes", async () => {
    const manifest = bundleManifestSchema.parse(manifestOf(intact));
    expect(manifest.key_id).toBe(ctx.signingKey.keyId);
    expect(manifest.period).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    expect(manifest.files.map((file) => file.name)).toEqual(expect.arrayContaining(['events.jsonl', 'digests.jsonl']));
    const events = (intact.get('events.jsonl') as Buffer)
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as BundleEvent)
      .filter((event) => event.user_id === worker.user.id);
    // 3 March (start, pause, resume, end), 10 March, 31 March to 1 April, then up to 10 March's later
    // correction: 2 April's shift too, a run of the chain has no gaps.
    expect(events.map((event) => event.kind)).toEqual([
      ...['start', 'break_start', 'break_end', 'end'],
      ...['start', 'end', 'start', 'end', 'start', 'end', 'correction'],
    ]);
    expect(events[0]?.prev_hash).toBeNull();
    expect(manifest.event_chains).toContainEqual({
      employee_id: worker.user.id,
      first_position: 1,
      prev_hash: null,
      events: 11,
      last_hash: events[10]?.hash,
    });
    const csv = (intact.get(csvName) as Buffer).toString('utf8');
    expect(csv).toContain(';10/03/2025;08:45;13:15;');
    expect(csv).toContain(';31/03/2025;22:00;06:00 (01/04/2025);');
    const digestDays = (intact.get('digests.jsonl') as Buffer)
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).day);
    // The month's one, and the latest of all when the bundle was made (whichever day that was).
    const [latest] = await ctx.superuserQuery<{ day: string }>(
      'select max(day)::text as day from record_digests where company_id = $1',
      [admin.user.company_id],
    );
    expect(digestDays).toEqual(['2025-03-05', latest?.day]);
  });

  it(
    'a clean bundle passes with the database and offline with only the public key, as real processes',
    async () => {
      const path = await save('limpio.zip', intact);
      expect((await withDatabase(path)).problems).toEqual([]);
      const alone = await offline(path);
      expect(alone.problems).toEqual([]);
      expect(alone).toMatchObject({ signature: 'valid', digest: 'valid', digestsChecked: 2 });
      expect(alone.shiftsChecked).toBeGreaterThanOrEqual(3);

      const cli = await offlineCli(path);
      expect(cli.stderr).toBe('');
      expect(cli.stdout).toContain('sin conexión');
      expect(cli.stdout).toContain('Paquete íntegro');
      expect(cli.code).toBe(0);
      if (isPostgres) {
        const online = await runCliOn(ctx, ['verify-bundle', path]);
        expect(online.stdout).toContain('Paquete íntegro');
        expect(online.code).toBe(0);
      }
    },
    CLI_TIMEOUT,
  );

  it(
    'a time changed in the CSV and re-hashed in the manifest fails in both modes: the signature',
    async () => {
      const files = copyOfBundle();
      replaceFile(files, csvName, csvWithLaterEnd());
      const path = await save('csv-cambiado.zip', files);
      const signatureProblem = expect.stringMatching(/^manifest\.sig: la firma del manifiesto no es válida/);
      expect((await offline(path)).problems).toContainEqual(signatureProblem);
      expect((await withDatabase(path)).problems).toContainEqual(signatureProblem);

      const cli = await offlineCli(path);
      expect(cli.code).toBe(1);
      expect(cli.stdout).toContain('manifest.sig: la firma del manifiesto no es válida');
      if (isPostgres) {
        const online = await runCliOn(ctx, ['verify-bundle', path]);
        expect(online.code).toBe(1);
        expect(online.stdout).toContain('manifest.sig: la firma del manifiesto no es válida');
      }
    },
    CLI_TIMEOUT,
  );

  it(
    'the same change re-signed with another key fails: not the record key',
    async () => {
      const files = copyOfBundle();
      replaceFile(files, csvName, csvWithLaterEnd());
      signWith(files, generateSigningKey());
      const path = await save('otra-clave.zip', files);
      for (const report of [await offline(path), await withDatabase(path)]) {
        expect(report.signature).toBe('invalid');
        expect(report.problems).toContainEqual(
          `manifest.sig: la firma del manifiesto no es válida con la clave ${ctx.signingKey.keyId} (el paquete se ha modificado o no lo firmó esta clave)`,
        );
      }
      expect((await offlineCli(path)).code).toBe(1);
    },
    CLI_TIMEOUT,
  );

  it('even signed with the record key, a CSV time that is not the events’ is reported, at the minute printed', async () => {
    const files = copyOfBundle();
    replaceFile(files, csvName, csvWithLaterEnd());
    signWith(files, ctx.signingKey);
    const report = await offline(await save('csv-firmado.zip', files));
    expect(report.problems).toEqual([
      'Registro (CSV), Núria Bundle Firmado, 03/03/2025: figura 08:00–17:00, pausas 11:00–11:30 y los eventos dicen 08:00–16:00, pausas 11:00–11:30',
    ]);
  });

  it('an event changed in events.jsonl and re-hashed in the manifest fails; re-signed, its hash gives it away', async () => {
    const files = copyOfBundle();
    const lines = (files.get('events.jsonl') as Buffer).toString('utf8').trim().split('\n');
    const index = lines.findIndex((line) => {
      const event = JSON.parse(line) as BundleEvent;
      return event.user_id === worker.user.id && event.kind === 'end';
    });
    const event = JSON.parse(lines[index] as string) as BundleEvent;
    lines[index] = JSON.stringify({ ...event, occurred_at: at('2025-03-03', '17:00').toISOString() });
    replaceFile(files, 'events.jsonl', Buffer.from(`${lines.join('\n')}\n`));
    const unsigned = await offline(await save('evento-cambiado.zip', files));
    expect(unsigned.problems).toContainEqual(
      expect.stringMatching(/^manifest\.sig: la firma del manifiesto no es válida/),
    );

    signWith(files, ctx.signingKey);
    const signed = await offline(await save('evento-cambiado-firmado.zip', files));
    expect(signed.problems).toEqual([
      `Trabajador ${worker.user.id}, evento ${event.id}: su contenido no coincide con su hash (modificado)`,
      'Registro (CSV), Núria Bundle Firmado, 03/03/2025: figura 08:00–16:00, pausas 11:00–11:30 y los eventos dicen 08:00–17:00, pausas 11:00–11:30',
    ]);
  });

  it('events rewritten with every hash recomputed, CSV to match, re-signed: the digests and the database tell', async () => {
    const files = copyOfBundle();
    const events = (files.get('events.jsonl') as Buffer)
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as BundleEvent);
    let previous: string | null = null;
    for (const event of events) {
      if (event.user_id !== worker.user.id) continue;
      if (event.kind === 'end' && event.occurred_at === at('2025-03-03', '16:00').toISOString()) {
        event.occurred_at = at('2025-03-03', '17:00').toISOString();
      }
      event.prev_hash = previous;
      event.hash = chainHash(previous, { ...event, occurred_at: new Date(event.occurred_at) });
      previous = event.hash;
    }
    replaceFile(files, 'events.jsonl', Buffer.from(events.map((e) => `${JSON.stringify(e)}\n`).join('')));
    replaceFile(files, csvName, csvWithLaterEnd());
    const manifest = manifestOf(files);
    const chain = manifest.event_chains.find((c) => c.employee_id === worker.user.id);
    const head = manifest.chains.find((c) => c.employee_id === worker.user.id);
    if (!chain || !head) throw new Error('sin cadena');
    chain.last_hash = previous as string;
    head.head_hash = previous as string;
    files.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
    signWith(files, ctx.signingKey);
    const path = await save('eventos-reescritos.zip', files);

    // The 3 April digest is neither the month's nor the latest (the demo's, published when the context
    // was made, before this worker existed): the month's one is enough.
    const alone = await offline(path);
    expect(alone.problems).toEqual([
      `Trabajador ${worker.user.id}: su evento nº 4 en events.jsonl no tiene la huella que registra el resumen firmado del 2025-03-05 (eventos reescritos)`,
    ]);
    const online = await withDatabase(path);
    expect(online.problems).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Trabajador ${worker.user.id}: los eventos de events.jsonl no son los de la base de datos`),
      ),
    );
  });

  it(
    'a bundle without manifest.sig fails, in both modes',
    async () => {
      const files = copyOfBundle();
      files.delete('manifest.sig');
      const path = await save('sin-firma.zip', files);
      const missing = 'El paquete no contiene manifest.sig: el manifiesto no está firmado';
      expect((await offline(path)).problems).toEqual([missing]);
      expect((await withDatabase(path)).problems).toEqual([missing]);
      const cli = await offlineCli(path);
      expect(cli.code).toBe(1);
      expect(cli.stdout).toContain(missing);
    },
    CLI_TIMEOUT,
  );

  it(
    'offline, a key that is not Ed25519 PEM is refused in Spanish',
    async () => {
      const path = await save('limpio-2.zip', intact);
      const badKey = join(dir, 'mala.pem');
      writeFileSync(badKey, 'no es una clave');
      const cli = await runCli(['verify-bundle', path, '--public-key', badKey], NO_DATABASE);
      expect(cli.code).toBe(1);
      expect(cli.stderr).toContain('La clave pública debe ser la del registro');
    },
    CLI_TIMEOUT,
  );
});
