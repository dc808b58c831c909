import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../db/create-database';
import { acquireDataDirLock } from '../../db/lock-file';
import { loadSigningKey, type SigningKeySource } from '../record/signing-key';
import { describeVerifyReport, type VerifyReport, verifyRecords } from '../workshift/verify-records';
import { listCompaniesForCheck } from './backups.repository';

export interface RestoreOptions {
  from: string;
  dataDir: string;
  /** Restore over a non-empty DATA_DIR, whose contents are moved aside (never deleted). */
  force: boolean;
  /** The record's signing key, as the CLI's config names it; the copy's own DATA_DIR key otherwise. */
  signing: Pick<SigningKeySource, 'key' | 'keyFile'>;
}

export interface RestoreReport {
  dataDir: string;
  /** Where the former contents of DATA_DIR were moved (with --force), if there were any. */
  setAside: string | null;
  companies: { schemaName: string; report: VerifyReport }[];
  /** Whether the signatures of the daily digests could be checked (a signing key was found). */
  hasSigningKey: boolean;
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

function readArchive(from: string): Uint8Array {
  if (!existsSync(from)) throw new Error(`No existe el fichero ${from}`);
  const bytes = readFileSync(from);
  const isGzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
  try {
    return isGzip ? gunzipSync(bytes) : bytes;
  } catch {
    throw new Error(`${from} no es una copia de seguridad de Jornada (no se puede descomprimir)`);
  }
}

/**
 * `npm run cli -- restore --from FILE --data-dir DIR`: unpacks a backup (modules/backups) beside DIR,
 * opens it (PGlite's recovery, then the migrations a newer version needs) and checks every company's
 * record there; only then does it take DIR's place. A copy that does not open never replaces anything.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const dataDir = resolve(options.dataDir);
  const hasContents = !isEmptyDir(dataDir);
  if (hasContents && !options.force) {
    throw new Error(
      `${dataDir} no está vacío: restaura en otro directorio o añade --force (lo que hay se guarda aparte, no se borra).`,
    );
  }
  const archive = readArchive(options.from);
  // Refused while a server uses DIR (its lock); held until the copy has taken DIR's place.
  const releaseTarget = existsSync(dataDir) ? acquireDataDirLock(dataDir) : () => {};
  const staging = join(dirname(dataDir), `.${basename(dataDir)}.restoring-${process.pid}`);
  mkdirSync(dirname(dataDir), { recursive: true });
  rmSync(staging, { recursive: true, force: true });
  try {
    const loaded = new PGlite(staging, { loadDataDir: new Blob([archive]) });
    try {
      await loaded.waitReady;
    } catch (error) {
      throw new Error(`${options.from} no es una copia de seguridad válida: ${(error as Error).message}`);
    } finally {
      await loaded.close().catch(() => {});
    }
    // The lock of the server that took the copy came inside it.
    rmSync(join(staging, 'jornada.lock'), { force: true });
    const report = await checkRecords(staging, options.signing);
    const setAside = hasContents
      ? `${dataDir}.antes-de-restaurar-${new Date().toISOString().replaceAll(':', '-')}`
      : null;
    releaseTarget();
    if (setAside) renameSync(dataDir, setAside);
    else rmSync(dataDir, { recursive: true, force: true });
    renameSync(staging, dataDir);
    return { ...report, dataDir, setAside };
  } catch (error) {
    releaseTarget();
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

async function checkRecords(dir: string, signing: RestoreOptions['signing']) {
  const publicKey = loadSigningKey({ ...signing, dataDir: dir }, { create: false })?.key ?? null;
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  try {
    const companies = [];
    for (const company of await listCompaniesForCheck(database.ownerDb)) {
      const report = await verifyRecords(database.ownerDb, company.id, { publicKey });
      companies.push({ schemaName: company.schema_name, report });
    }
    return { companies, hasSigningKey: publicKey !== null };
  } finally {
    await database.close();
  }
}

export function describeRestoreReport(report: RestoreReport): string {
  const lines = [`Copia restaurada en ${report.dataDir}.`];
  if (report.setAside) lines.push(`Lo que había en ese directorio está ahora en ${report.setAside}.`);
  if (!report.hasSigningKey) {
    lines.push('Sin clave de firma del registro: las firmas de los resúmenes diarios no se han podido comprobar.');
  }
  for (const company of report.companies) {
    lines.push(`${company.schemaName}: ${describeVerifyReport(company.report).trimEnd()}`);
  }
  return `${lines.join('\n')}\n`;
}
