import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { RecordDigest } from '@jornada/shared/api/record';
import type { BundleManifest, RegisterEmployee, RegisterResponse } from '@jornada/shared/api/reports';
import { monthRange } from '@jornada/shared/domain/calendar';
import { ZipFile } from 'yazl';
import type { DigestLeaf } from '../../../db/schema';
import type { Trx } from '../../../db/tenant';
import { findLatestDigestOfMonth } from '../../record/record.service';
import { buildRegister, type RegisterPeriod, type RegisterScope } from '../build-register';
import { registerFilename } from '../register-format';
import { renderRegister } from '../render-register';
import { renderRegisterPdf } from '../render-register-pdf';
import { listChainHeadsOf } from './bundle.repository';

/**
 * The monthly bundle (GET /api/reports/register/bundle): the month's register as PDF, CSV and XLSX,
 * one PDF per worker, and manifest.json with every file's SHA-256 and the chain heads the register
 * was read with, so that `verify-bundle` can later prove it against the record.
 */

export const MANIFEST_NAME = 'manifest.json';
export const WORKERS_FOLDER = 'trabajadores/';

export interface BundleContents {
  month: string;
  register: RegisterResponse;
  chains: DigestLeaf[];
  digest: RecordDigest | null;
}

/** The month's days, within `limit` when given (an inspector link's period); null when they do not meet. */
export function bundlePeriod(month: string, limit?: RegisterPeriod): RegisterPeriod | null {
  const whole = monthRange(month);
  if (!limit) return whole;
  const from = whole.from > limit.from ? whole.from : limit.from;
  const to = whole.to < limit.to ? whole.to : limit.to;
  return from <= to ? { from, to } : null;
}

/** What a bundle is made of, read in the caller's tenant transaction (one view of the record). */
export async function readBundleContents(
  trx: Trx,
  scope: RegisterScope,
  month: string,
  period: RegisterPeriod,
  now: Date,
): Promise<BundleContents> {
  const register = await buildRegister(trx, scope, period, now);
  const chains = await listChainHeadsOf(
    trx,
    scope.companyId,
    register.employees.map((employee) => employee.id),
  );
  const digest = (await findLatestDigestOfMonth(trx, scope.companyId, month)) ?? null;
  return { month, register, chains, digest };
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

function bundleFiles({ register }: BundleContents): BundleFile[] {
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

export function bundleManifest(contents: BundleContents, files: BundleManifest['files']): BundleManifest {
  return {
    company: contents.register.company,
    month: contents.month,
    generated_at: contents.register.generated_at,
    files,
    chains: contents.chains.map(({ employee_id, events, head_hash }) => ({ employee_id, events, head_hash })),
    digest: contents.digest,
  };
}

/**
 * The bundle as a ZIP stream, built one file at a time: rendered, hashed, added, dropped; the
 * manifest last. A failure halfway ends the stream with the error (the download breaks, it is never
 * a complete-looking ZIP with files missing).
 */
export function streamBundle(contents: BundleContents, onError: (error: unknown) => void = () => {}): Readable {
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
    const manifest = Buffer.from(`${JSON.stringify(bundleManifest(contents, files), null, 2)}\n`, 'utf8');
    zip.addBuffer(manifest, MANIFEST_NAME, { mtime });
    zip.end();
  };
  write().catch((error) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
