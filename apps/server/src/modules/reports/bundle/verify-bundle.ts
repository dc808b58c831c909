import type { RecordDigest } from '@jornada/shared/api/record';
import { type BundleManifest, bundleManifestSchema } from '@jornada/shared/api/reports';
import type { Db } from '../../../db/tenant';
import type { RecordPublicKey } from '../../record/signing-key';
import { DIGESTS_NAME, MANIFEST_NAME } from './build-bundle';
import { EVENTS_NAME } from './bundle-events';
import { isManifestSignatureValid, SIGNATURE_NAME } from './bundle-signature';
import {
  checkDigestOffline,
  checkEventChains,
  digestsToCheck,
  groupEvents,
  parseBundleEvent,
  parseJsonLines,
  parseRecordDigest,
} from './check-bundle-events';
import { checkRegisterAgainstEvents } from './check-bundle-register';
import { type ReadEntry, readBundleZip } from './read-bundle-zip';
import { checkAgainstDatabase } from './verify-bundle-database';

/**
 * `npm run cli -- verify-bundle FILE [--public-key key.pem]`: a monthly bundle against itself, its
 * signature and, without --public-key, the record (ADR 011). The manifest's signature must verify with
 * the record key; every file must match the SHA-256 and size the manifest gives, with none missing or
 * added; the events must be whole links of each worker's chain; the CSV's shifts must be those the
 * events make; every signed digest must be genuine and agree with the events. With the database, the
 * chain heads, the events and the digests must also be those of the record.
 */

export interface VerifyBundleReport {
  manifest: BundleManifest | null;
  /** 'database' checks against the record too; 'offline' with only the public key. */
  mode: 'database' | 'offline';
  signature: 'absent' | 'valid' | 'invalid';
  filesChecked: number;
  eventsChecked: number;
  shiftsChecked: number;
  digestsChecked: number;
  chainsChecked: number;
  /** The digest the manifest cites: 'absent' when it cites none; 'valid' or 'invalid' otherwise. */
  digest: 'absent' | 'valid' | 'invalid';
  /** Spanish, one line each; empty when the bundle holds. */
  problems: string[];
}

const SIGNED_FILES = new Set([MANIFEST_NAME, SIGNATURE_NAME]);

function checkSignature(
  manifest: Buffer | undefined,
  signature: Buffer | undefined,
  publicKey: RecordPublicKey | null,
  problems: string[],
): VerifyBundleReport['signature'] {
  if (!manifest) return 'absent';
  if (!signature) {
    problems.push(`El paquete no contiene ${SIGNATURE_NAME}: el manifiesto no está firmado`);
    return 'absent';
  }
  if (!publicKey) {
    problems.push(
      'No se encuentra la clave de firma del registro (RECORD_SIGNING_KEY, RECORD_SIGNING_KEY_FILE o DATA_DIR/record-signing-key.pem, o --public-key): la firma del paquete no se puede comprobar',
    );
    return 'invalid';
  }
  if (!isManifestSignatureValid(publicKey, manifest, signature)) {
    problems.push(
      `${SIGNATURE_NAME}: la firma del manifiesto no es válida con la clave ${publicKey.keyId} (el paquete se ha modificado o no lo firmó esta clave)`,
    );
    return 'invalid';
  }
  return 'valid';
}

function parseManifest(body: Buffer | undefined, problems: string[]): BundleManifest | null {
  if (!body) {
    problems.push(`El paquete no contiene ${MANIFEST_NAME}`);
    return null;
  }
  try {
    const parsed = bundleManifestSchema.safeParse(JSON.parse(body.toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: reported below like any other malformed manifest.
  }
  problems.push(`${MANIFEST_NAME} no tiene el formato de un manifiesto de paquete mensual`);
  return null;
}

function checkFiles(manifest: BundleManifest, entries: Map<string, ReadEntry>, problems: string[]): number {
  for (const file of manifest.files) {
    const found = entries.get(file.name);
    if (!found) problems.push(`${file.name}: figura en el manifiesto y no está en el paquete`);
    else if (found.sha256 !== file.sha256 || found.bytes !== file.bytes) {
      problems.push(
        `${file.name}: su huella SHA-256 o su tamaño no coinciden con el manifiesto (${found.bytes} bytes frente a ${file.bytes}): el archivo se ha modificado`,
      );
    }
  }
  const listed = new Set(manifest.files.map((file) => file.name));
  for (const name of entries.keys()) {
    if (!SIGNED_FILES.has(name) && !listed.has(name))
      problems.push(`${name}: está en el paquete y no en el manifiesto`);
  }
  for (const name of [EVENTS_NAME, DIGESTS_NAME]) {
    if (!listed.has(name)) problems.push(`El manifiesto no incluye ${name}`);
  }
  return manifest.files.length;
}

/** The register's CSV: the one .csv file at the bundle's root. */
function registerCsvName(manifest: BundleManifest): string | undefined {
  return manifest.files.find((file) => !file.name.includes('/') && file.name.endsWith('.csv'))?.name;
}

/**
 * Checks a bundle file. With `db`, against the record of the company its manifest names (read in that
 * tenant); with `db` null, offline, with only the public key.
 */
export async function verifyBundle(
  db: Db | null,
  path: string,
  options: { publicKey: RecordPublicKey | null },
): Promise<VerifyBundleReport> {
  const problems: string[] = [];
  const mode = db ? 'database' : 'offline';
  const { entries, bodies } = await readBundleZip(path, problems);
  const signature = checkSignature(bodies.get(MANIFEST_NAME), bodies.get(SIGNATURE_NAME), options.publicKey, problems);
  const manifest = parseManifest(bodies.get(MANIFEST_NAME), problems);
  const empty = { filesChecked: 0, eventsChecked: 0, shiftsChecked: 0, digestsChecked: 0, chainsChecked: 0 };
  if (!manifest) return { manifest, mode, signature, ...empty, digest: 'absent', problems };

  const filesChecked = checkFiles(manifest, entries, problems);
  const events = parseJsonLines(bodies.get(EVENTS_NAME) ?? Buffer.alloc(0), EVENTS_NAME, parseBundleEvent, problems);
  const byWorker = groupEvents(events);
  checkEventChains(manifest, byWorker, problems);

  const csvName = registerCsvName(manifest);
  const csv = csvName === undefined ? undefined : bodies.get(csvName);
  if (csvName === undefined) problems.push('El manifiesto no incluye el CSV del registro');
  const shiftsChecked = csv ? checkRegisterAgainstEvents(manifest, csv, byWorker, problems) : 0;

  const inFile = parseJsonLines(bodies.get(DIGESTS_NAME) ?? Buffer.alloc(0), DIGESTS_NAME, parseRecordDigest, problems);
  const digests = digestsToCheck(manifest, inFile, problems);
  const problemsOfDigest = new Map<RecordDigest, number>();
  for (const digest of digests) {
    const before = problems.length;
    checkDigestOffline(manifest, digest, options.publicKey, byWorker, problems);
    problemsOfDigest.set(digest, problems.length - before);
  }

  let chainsChecked = 0;
  if (db) {
    const before = problems.length;
    const isCompanyFound = await checkAgainstDatabase(db, manifest, byWorker, digests, problems);
    if (!isCompanyFound) {
      return { manifest, mode, signature, ...empty, filesChecked, digest: 'absent', problems };
    }
    chainsChecked = manifest.chains.length;
    // Database problems are not told apart by digest: any of them leaves the cited one unproven.
    if (problems.length > before) for (const digest of digests) problemsOfDigest.set(digest, 1);
  }
  const cited = manifest.digest ? parseRecordDigest(manifest.digest) : undefined;
  const citedText = cited ? JSON.stringify(cited) : null;
  const citedChecked = digests.find((digest) => JSON.stringify(digest) === citedText);
  const digest: VerifyBundleReport['digest'] =
    manifest.digest === null || manifest.digest === undefined
      ? 'absent'
      : citedChecked && problemsOfDigest.get(citedChecked) === 0
        ? 'valid'
        : 'invalid';
  return {
    manifest,
    mode,
    signature,
    filesChecked,
    eventsChecked: events.length,
    shiftsChecked,
    digestsChecked: digests.length,
    chainsChecked,
    digest,
    problems,
  };
}

/** The report as the CLI prints it, in Spanish. */
export function describeBundleReport(path: string, report: VerifyBundleReport): string {
  const lines = [`Paquete: ${path}`];
  const { manifest } = report;
  lines.push(
    report.mode === 'database'
      ? 'Comprobación: contra la base de datos y la clave del registro'
      : 'Comprobación: sin conexión, solo con la clave pública del registro',
    `Firma del manifiesto (${SIGNATURE_NAME}): ${report.signature === 'valid' ? 'válida' : report.signature === 'absent' ? 'no consta' : 'NO VÁLIDA'}`,
  );
  if (manifest) {
    lines.push(
      `Empresa: ${manifest.company.name} (CIF ${manifest.company.cif || 'no consta'}, ${manifest.company.schema_name}) · Mes: ${manifest.month} · Generado: ${manifest.generated_at}`,
      `Archivos comprobados: ${report.filesChecked}`,
      `Eventos del registro comprobados (${EVENTS_NAME}): ${report.eventsChecked}`,
      `Jornadas del CSV comparadas con los eventos: ${report.shiftsChecked}`,
      `Resúmenes firmados comprobados (${DIGESTS_NAME}): ${report.digestsChecked}`,
    );
    if (report.mode === 'database') lines.push(`Cadenas comprobadas contra la base de datos: ${report.chainsChecked}`);
    lines.push(
      report.digest === 'absent'
        ? 'Resumen firmado: el paquete no cita ninguno (aún no se había publicado ninguno ese mes)'
        : `Resumen firmado del ${(manifest.digest as RecordDigest).day}: ${report.digest === 'valid' ? 'firma válida y coincide con el registro' : 'NO VÁLIDO'}`,
    );
  }
  if (report.problems.length === 0) {
    lines.push(
      report.mode === 'database'
        ? 'Resultado: CORRECTO. Paquete íntegro: los archivos son los del manifiesto firmado y el registro sigue como cuando se generó.'
        : 'Resultado: CORRECTO. Paquete íntegro: los archivos son los del manifiesto firmado y el registro que muestran es el de sus eventos sellados.',
    );
  } else {
    lines.push(`Problemas encontrados (${report.problems.length}):`, ...report.problems.map((p) => `  - ${p}`));
    lines.push('Resultado: NO VÁLIDO. El paquete no se corresponde con el registro.');
  }
  return `${lines.join('\n')}\n`;
}
