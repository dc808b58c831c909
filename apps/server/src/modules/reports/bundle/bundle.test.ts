import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INSPECTOR_LINK_MESSAGES } from '@jornada/shared/api/inspector-links';
import { type BundleManifest, bundleManifestSchema, REPORT_MESSAGES } from '@jornada/shared/api/reports';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type LoggedIn, logIn } from '../../../../test/clock-helpers';
import { runCliOn } from '../../../../test/run-cli';
import { call, createTestContext, demoUsers, type TestContext } from '../../../../test/test-app';
import { publishDigests } from '../../record/publish-digests';
import { at, clockShift, createWorker, dniOf, type NewWorker } from '../register.test-helpers';
import { unzip, zipOf } from './bundle.test-helpers';
import { signManifest } from './bundle-signature';
import { describeBundleReport, verifyBundle } from './verify-bundle';

/**
 * The monthly bundle on a crafted March 2025, recorded through the real clock service at fixed
 * instants, with a signed digest published on 20 March: its files and manifest, who gets what, the
 * inspector's bundle limited to its link, and verify-bundle on an intact and on tampered bundles.
 */

const isPostgres = inject('testDatabase').kind === 'postgres';
const MONTH = 'month=2025-03';

let ctx: TestContext;
let admin: LoggedIn;
let worker: NewWorker;
let panaderiaId = 0;
let talleresId = 0;
let dir = '';

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

async function getBundle(cookie: string | undefined, query = MONTH) {
  return call(ctx.app, { method: 'GET', url: `/api/reports/register/bundle?${query}`, cookie });
}

async function bundleOf(cookie: string, query = MONTH) {
  const response = await getBundle(cookie, query);
  expect(response.statusCode, response.body).toBe(200);
  const files = await unzip(response.rawPayload);
  const manifest = bundleManifestSchema.parse(JSON.parse((files.get('manifest.json') as Buffer).toString('utf8')));
  return { response, files, manifest };
}

/** The bundle written to a file, as an operator hands it to the CLI. */
function saveBundle(name: string, body: Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, body);
  return path;
}

/** The manifest replaced and signed with the record key, as only someone holding that key could. */
function signedManifest(files: Map<string, Buffer>, manifest: BundleManifest) {
  const body = Buffer.from(JSON.stringify(manifest));
  files.set('manifest.json', body);
  files.set('manifest.sig', signManifest(ctx.signingKey, body));
}

const verify = (path: string) => verifyBundle(ctx.database.db, path, { publicKey: ctx.signingKey });

beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(join(tmpdir(), 'jornada-bundle-'));
  admin = await logIn(ctx, demoUsers.company);
  panaderiaId = admin.user.company_id as number;
  talleresId = (await logIn(ctx, demoUsers.company2)).user.company_id as number;
  worker = await createWorker(ctx, admin, {
    name: 'Núria Núñez Prueba',
    email: 'nuria.bundle@jornada.test',
    identification: dniOf(44444444),
  });
  await clockShift(ctx, worker.user, '2025-03-03', { start: '08:00', end: '16:00', breaks: [['11:00', '11:30']] });
  await clockShift(ctx, worker.user, '2025-03-04', { start: '09:00', end: '14:00' });
  await clockShift(ctx, worker.user, '2025-03-12', { start: '08:00', end: '17:30', workMode: 'teletrabajo' });
  await publishDigests(ctx.database.db, ctx.signingKey, { now: at('2025-03-20', '23:00'), companyIds: [panaderiaId] });
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

describe('GET /api/reports/register/bundle', () => {
  it('the company admin gets a ZIP: PDF, CSV and XLSX of the month, a PDF per worker, and a manifest whose hashes match', async () => {
    const { response, files, manifest } = await bundleOf(admin.cookie);
    expect(response.headers['content-type']).toBe('application/zip');
    const cif = manifest.company.cif.replace(/[^A-Za-z0-9]/g, '');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="registro-jornada-${cif}-2025-03.zip"`);

    const base = `registro-jornada-${cif}-2025-03-01-2025-03-31`;
    const register = (
      await call(ctx.app, {
        method: 'GET',
        url: '/api/reports/register?from=2025-03-01&to=2025-03-31',
        cookie: admin.cookie,
      })
    ).json();
    expect(register.employees.length).toBeGreaterThan(1);
    const names = [...files.keys()];
    expect(names.filter((name) => !name.startsWith('trabajadores/')).sort()).toEqual(
      [
        `${base}.csv`,
        `${base}.pdf`,
        `${base}.xlsx`,
        'events.jsonl',
        'digests.jsonl',
        'manifest.json',
        'manifest.sig',
      ].sort(),
    );
    const workerFiles = names.filter((name) => name.startsWith('trabajadores/'));
    expect(workerFiles).toHaveLength(register.employees.length);
    for (const employee of register.employees as { id: number }[]) {
      expect(workerFiles).toContainEqual(
        expect.stringMatching(new RegExp(`^trabajadores/${employee.id}-[a-z0-9-]+\\.pdf$`)),
      );
    }
    expect(files.has(`trabajadores/${worker.user.id}-nuria-nunez-prueba.pdf`)).toBe(true);

    // Every file but the manifest and its signature is listed with its real hash and size, in the ZIP's order.
    expect(manifest.files.map((f) => f.name)).toEqual(
      [...files.keys()].filter((name) => name !== 'manifest.json' && name !== 'manifest.sig'),
    );
    for (const file of manifest.files) {
      const body = files.get(file.name) as Buffer;
      expect({ sha256: sha256(body), bytes: body.length }, file.name).toEqual({
        sha256: file.sha256,
        bytes: file.bytes,
      });
    }
    for (const [name, body] of files) {
      if (name.endsWith('.pdf')) expect(body.subarray(0, 5).toString(), name).toBe('%PDF-');
    }
    const csv = (files.get(`${base}.csv`) as Buffer).toString('utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('Núria Núñez Prueba');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(files.get(`${base}.xlsx`) as Buffer).buffer as ArrayBuffer);
    expect(workbook.worksheets.length).toBeGreaterThan(0);

    expect(manifest).toMatchObject({
      company: { id: panaderiaId, schema_name: 'panaderia_ejemplo' },
      month: '2025-03',
      generated_at: expect.any(String),
    });
  });

  it("names each worker's chain head as the record has it, and the month's signed digest", async () => {
    const { manifest } = await bundleOf(admin.cookie);
    const heads = await ctx.superuserQuery<{ employee_id: number; events: number; head_hash: string }>(
      `select user_id as employee_id, event_count as events, last_hash as head_hash
         from clock_chain_heads where company_id = $1 order by user_id`,
      [panaderiaId],
    );
    const mine = manifest.chains.find((chain) => chain.employee_id === worker.user.id);
    expect(mine).toEqual(heads.find((head) => head.employee_id === worker.user.id));
    expect(mine?.events).toBe(8);
    for (const chain of manifest.chains) expect(heads).toContainEqual(chain);
    const digest = manifest.digest as { day: string; company_id: number; leaves: unknown[] };
    expect(digest).toMatchObject({ day: '2025-03-20', company_id: panaderiaId });
    expect(digest.leaves).toContainEqual({ employee_id: worker.user.id, events: 8, head_hash: mine?.head_hash });
  });

  it('a month without a published digest says null', async () => {
    const { manifest } = await bundleOf(admin.cookie, 'month=2025-02');
    expect(manifest.digest).toBeNull();
    expect(manifest.month).toBe('2025-02');
  });

  it("a worker's bundle holds only their own register and chain", async () => {
    const { files, manifest } = await bundleOf(worker.cookie);
    expect([...files.keys()].filter((name) => name.startsWith('trabajadores/'))).toEqual([
      `trabajadores/${worker.user.id}-nuria-nunez-prueba.pdf`,
    ]);
    expect(manifest.chains.map((chain) => chain.employee_id)).toEqual([worker.user.id]);
  });

  it('refuses a bad month (400), another company (404) and an anonymous caller (401), in Spanish', async () => {
    const bad = await getBundle(admin.cookie, 'month=2025-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(REPORT_MESSAGES.month);
    const other = await getBundle(admin.cookie, `month=2025-03&company_id=${talleresId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(REPORT_MESSAGES.companyNotFound);
    const anonymous = await getBundle(undefined);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/inspeccion/{token}/bundle', () => {
  it("is the month's bundle cut to the link's period, logged; a month outside it is 400", async () => {
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/inspector-links',
      cookie: admin.cookie,
      payload: {
        label: 'ITSS marzo',
        from: '2025-03-04',
        to: '2025-04-10',
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, token } = created.json();
    const response = await call(ctx.app, {
      method: 'GET',
      url: `/api/inspeccion/${token}/bundle?month=2025-03`,
      skipCsrfHeader: true,
      remoteAddress: '10.95.0.1',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = await unzip(response.rawPayload);
    const manifest = bundleManifestSchema.parse(JSON.parse((files.get('manifest.json') as Buffer).toString()));
    expect(manifest.files.map((f) => f.name)).toContainEqual(expect.stringMatching(/-2025-03-04-2025-03-31\.pdf$/));
    const csv = [...files.entries()].find(([name]) => name.endsWith('.csv'))?.[1].toString('utf8') ?? '';
    expect(csv).not.toContain('03/03/2025');
    expect(csv).toContain('04/03/2025');

    const outside = await call(ctx.app, {
      method: 'GET',
      url: `/api/inspeccion/${token}/bundle?month=2025-05`,
      skipCsrfHeader: true,
      remoteAddress: '10.95.0.1',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(INSPECTOR_LINK_MESSAGES.outsidePeriod);

    const logged = await ctx.superuserQuery<{ details: Record<string, unknown>; ip: string }>(
      `select details, ip from audit_log where action = 'inspector.access' and entity_id = $1`,
      [String(id)],
    );
    expect(logged).toEqual([
      {
        ip: '10.95.0.1',
        details: expect.objectContaining({
          download: 'bundle',
          month: '2025-03',
          from: '2025-03-04',
          to: '2025-03-31',
        }),
      },
    ]);
  });
});

describe('verify-bundle', () => {
  let intact: Buffer;
  beforeAll(async () => {
    intact = (await getBundle(admin.cookie)).rawPayload;
  });

  it('an intact bundle holds: files, chains and the signed digest', async () => {
    const path = saveBundle('intacto.zip', intact);
    const report = await verify(path);
    expect(report.problems).toEqual([]);
    expect(report.digest).toBe('valid');
    expect(report.filesChecked).toBeGreaterThan(4);
    expect(report.chainsChecked).toBeGreaterThan(0);
    const text = describeBundleReport(path, report);
    expect(text).toContain('Resultado: CORRECTO.');
    if (isPostgres) {
      const result = await runCliOn(ctx, ['verify-bundle', path]);
      expect(result.stdout).toBe(text);
      expect(result.code).toBe(0);
    }
  });

  it('one byte changed inside a PDF of the ZIP is reported, and the CLI exits non-zero', async () => {
    const { manifest } = await bundleOf(admin.cookie);
    const workerPdf = `trabajadores/${worker.user.id}-nuria-nunez-prueba.pdf`;
    const files = await unzip(intact);
    const original = files.get(workerPdf) as Buffer;
    // PDFs are stored uncompressed: the file's bytes sit in the ZIP as they are.
    const at = intact.indexOf(original);
    expect(at).toBeGreaterThan(0);
    const tampered = Buffer.from(intact);
    const offset = at + Math.floor(original.length / 2);
    tampered[offset] = (tampered[offset] as number) ^ 0x01;
    const path = saveBundle('byte-cambiado.zip', tampered);
    const report = await verify(path);
    expect(report.problems).toEqual([
      expect.stringMatching(new RegExp(`^${workerPdf}: su huella SHA-256 o su tamaño no coinciden con el manifiesto`)),
    ]);
    expect(manifest.files.some((f) => f.name === workerPdf)).toBe(true);
    if (isPostgres) {
      const result = await runCliOn(ctx, ['verify-bundle', path]);
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(workerPdf);
      expect(result.stdout).toContain('Resultado: NO VÁLIDO.');
    }
  });

  it('a chain head changed in the manifest, or more events than the record has, is reported against the database', async () => {
    const files = await unzip(intact);
    const manifest = JSON.parse((files.get('manifest.json') as Buffer).toString()) as BundleManifest;
    const chain = manifest.chains.find((c) => c.employee_id === worker.user.id);
    if (!chain) throw new Error('sin cadena');
    chain.head_hash = 'f'.repeat(64);
    // Re-signed with the record key: what only the database can still tell apart.
    signedManifest(files, manifest);
    const changedHead = await verify(saveBundle('cabeza-cambiada.zip', await zipOf(files)));
    expect(changedHead.problems).toEqual([
      // The bundle's own events end at that head: they say so without the database.
      `Trabajador ${worker.user.id}: los eventos de events.jsonl no acaban en la cabeza de su cadena que registra el manifiesto`,
      `Trabajador ${worker.user.id}: el evento nº 8 no tiene la huella que el manifiesto registra (el registro se ha reescrito o el manifiesto se ha modificado)`,
    ]);

    chain.events = 10;
    signedManifest(files, manifest);
    const path = saveBundle('eventos-de-mas.zip', await zipOf(files));
    const tooMany = await verify(path);
    expect(tooMany.problems).toEqual([
      `Trabajador ${worker.user.id}: el manifiesto registra 10 eventos y la base de datos tiene 8 (se han borrado eventos o el manifiesto se ha modificado)`,
    ]);
    if (isPostgres) {
      const result = await runCliOn(ctx, ['verify-bundle', path]);
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(`Trabajador ${worker.user.id}: el manifiesto registra 10 eventos`);
    }
  });

  it('a forged digest signature, a file left out and a file added are reported', async () => {
    const files = await unzip(intact);
    const manifest = JSON.parse((files.get('manifest.json') as Buffer).toString()) as BundleManifest;
    const digest = manifest.digest as { signature: string };
    digest.signature = Buffer.alloc(64, 7).toString('base64');
    signedManifest(files, manifest);
    const [firstPdf] = manifest.files;
    files.delete(firstPdf?.name as string);
    files.set('extra.txt', Buffer.from('añadido'));
    const report = await verify(saveBundle('firma-falsa.zip', await zipOf(files)));
    expect(report.digest).toBe('invalid');
    expect(report.problems).toEqual(
      expect.arrayContaining([
        `${firstPdf?.name}: figura en el manifiesto y no está en el paquete`,
        'extra.txt: está en el paquete y no en el manifiesto',
        'El resumen firmado del 2025-03-20: la firma no es válida (falsificado o modificado)',
        'El resumen firmado del 2025-03-20 no coincide con el publicado en la base de datos',
      ]),
    );
  });

  it('a file that is no ZIP is an error in Spanish', async () => {
    await expect(verify(saveBundle('no-zip.zip', Buffer.from('hola')))).rejects.toThrow(
      /^No se puede abrir .* como ZIP/,
    );
  });
});
