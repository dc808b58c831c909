import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { RecordDigest } from '@jornada/shared/api/record';
import type { BundleManifest, RegisterEmployee, RegisterResponse } from '@jornada/shared/api/reports';
import { monthRange } from '@jornada/shared/domain/calendar';
import { ZipFile } from 'yazl';
import type { DigestLeaf } from '../../../db/schema';
import type { Trx } from '../../../db/tenant';
import { findLatestDigestOfMonth, listDigestsForBundle } from '../../record/record.service';
import type { RecordSigningKey } from '../../record/signing-key';
import { buildRegister, type RegisterPeriod, type RegisterScope } from '../../register/build-register';
import { registerFilename } from '../register-format';
import { renderRegister } from '../render-register';
import { renderRegisterPdf } from '../render-register-pdf';
import { listChainHeadsOf, listCompanyChainCounts } from './bundle.repository';
import { type BundleEvents, EVENTS_NAME, jsonLines, readBundleEvents } from './bundle-events';
import { SIGNATURE_NAME, signManifest } from './bundle-signature';

/**
 * The monthly bundle (GET /api/reports/register/bundle): the month's register as PDF, CSV and XLSX,
 * one PDF per worker, the sealed clock events the register is made of (events.jsonl), the record's
 * signed digests of the month (digests.jsonl), manifest.json with every file's SHA-256 and the chain
 * heads the register was read with, and manifest.sig, the record key's signature over the manifest,
 * so that `verify-bundle` can later prove it, with the database or with only the public key (ADR 011).
 */

export const MANIFEST_NAME = 'manifest.json';
export const DIGESTS_NAME = 'digests.jsonl';
export const WORKERS_FOLDER = 'trabajadores/';

export interface BundleContents {
  month: string;
  period: RegisterPeriod;
  register: RegisterResponse;
  chains: DigestLeaf[];
  events: BundleEvents;
  digest: RecordDigest | null;
  /** The month's digests and the latest one at bundle time, oldest first. */
  digests: RecordDigest[];
}

const sameCounts = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);
/** Reads retried when a clock event lands between them (each statement sees the latest commit). */
const MAX_READS = 3;

/** The month's days, within `limit` when given (an inspector link's period); null when they do not meet. */
export function bundlePeriod(month: string, limit?: RegisterPeriod): RegisterPeriod | null {
  const whole = monthRange(month);
  if (!limit) return whole;
  const from = whole.from > limit.from ? whole.from : limit.from;
  const to = whole.to < limit.to ? whole.to : limit.to;
  return from <= to ? { from, to } : null;
}

/**
 * What a bundle is made of, read in the caller's tenant transaction as one view of the record: the
 * register and the events must say the same, so when the company's chains grew while they were read
 * (a clock event committed in between), everything is read again.
 */
export async function readBundleContents(
  trx: Trx,
  scope: RegisterScope,
  month: string,
  period: RegisterPeriod,
  now: Date,
): Promise<BundleContents> {
  for (let attempt = 1; ; attempt++) {
    const before = await listCompanyChainCounts(trx, scope.companyId);
    const register = await buildRegister(trx, scope, period, now);
    const events = await readBundleEvents(trx, scope.companyId, register, period);
    const chains = await listChainHeadsOf(
      trx,
      scope.companyId,
      register.employees.map((employee) => employee.id),
    );
    const after = await listCompanyChainCounts(trx, scope.companyId);
    if (!sameCounts(before, after) && attempt < MAX_READS) continue;
    const digest = (await findLatestDigestOfMonth(trx, scope.companyId, month)) ?? null;
    const digests = await listDigestsForBundle(trx, scope.companyId, month);
    return { month, period, register, chains, events, digest, digests };
  }
}

export function bundleFilename(contents: BundleContents): string {
  const cif = contents.register.company.cif.replace(/[^A-Za-z0-9]/g, '') || 'empresa';
  return `registro-jornada-${cif}-${contents.month}.zip`;
}

/** 'María José Núñez' → 'maria-jose-nunez': a file name any system accepts. */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'trabajador';
}

export const workerPdfName = (employee: Pick<RegisterEmployee, 'id' | 'name'>) =>
  `${WORKERS_FOLDER}${employee.id}-${fileSlug(employee.name)}.pdf`;

interface BundleFile {
  name: string;
  /** Rendered only when its turn comes, and dropped once in the ZIP. */
  render: () => Promise<Buffer>;
  /** PDF and XLSX are compressed already. */
  compress: boolean;
}

const asBuffer = (body: Buffer | string) => (typeof body === 'string' ? Buffer.from(body, 'utf8') : body);

function bundleFiles({ register, events, digests }: BundleContents): BundleFile[] {
  return [
    { name: registerFilename(register, 'pdf'), render: () => renderRegisterPdf(register), compress: false },
    {
      name: registerFilename(register, 'csv'),
      render: async () => asBuffer((await renderRegister(register, 'csv')).body),
      compress: true,
    },
    {
      name: registerFilename(register, 'xlsx'),
      render: async () => asBuffer((await renderRegister(register, 'xlsx')).body),
      compress: false,
    },
    ...register.employees.map((employee) => ({
      name: workerPdfName(employee),
      render: () => renderRegisterPdf({ ...register, employees: [employee] }),
      compress: false,
    })),
    { name: EVENTS_NAME, render: async () => jsonLines(events.events), compress: true },
    { name: DIGESTS_NAME, render: async () => jsonLines(digests), compress: true },
  ];
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

/**
 * Hands one file to the ZIP and waits until the ZIP has read all of it: the ZIP's output is piped to
 * the client, so a slow client holds back the next file instead of letting them pile up in memory.
 */
async function addFile(zip: ZipFile, name: string, body: Buffer, options: { mtime: Date; compress: boolean }) {
  const input = new PassThrough();
  const consumed = once(input, 'end');
  zip.addReadStream(input, name, { ...options, size: body.length });
  input.end(body);
  await consumed;
}

export function bundleManifest(
  contents: BundleContents,
  files: BundleManifest['files'],
  keyId: string,
): BundleManifest {
  return {
    company: contents.register.company,
    month: contents.month,
    period: contents.period,
    generated_at: contents.register.generated_at,
    key_id: keyId,
    employees: contents.register.employees.map(({ id, name, identification }) => ({ id, name, identification })),
    files,
    chains: contents.chains.map(({ employee_id, events, head_hash }) => ({ employee_id, events, head_hash })),
    event_chains: contents.events.chains,
    digest: contents.digest,
  };
}

/**
 * The bundle as a ZIP stream, built one file at a time: rendered, hashed, added, dropped; the
 * manifest and its signature last. A failure halfway ends the stream with the error (the download
 * breaks, it is never a complete-looking ZIP with files missing).
 */
export function streamBundle(
  contents: BundleContents,
  key: RecordSigningKey,
  onError: (error: unknown) => void = () => {},
): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as unknown as Readable;
  const mtime = new Date(contents.register.generated_at);
  const write = async () => {
    const files: BundleManifest['files'] = [];
    for (const file of bundleFiles(contents)) {
      const body = await file.render();
      files.push({ name: file.name, sha256: sha256(body), bytes: body.length });
      await addFile(zip, file.name, body, { mtime, compress: file.compress });
    }
    const manifest = Buffer.from(`${JSON.stringify(bundleManifest(contents, files, key.keyId), null, 2)}\n`, 'utf8');
    zip.addBuffer(manifest, MANIFEST_NAME, { mtime });
    zip.addBuffer(signManifest(key, manifest), SIGNATURE_NAME, { mtime });
    zip.end();
  };
  write().catch((error) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
