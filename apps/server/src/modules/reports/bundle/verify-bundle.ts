import { createHash } from 'node:crypto';
import { type RecordDigest, recordDigestSchema } from '@jornada/shared/api/record';
import { type BundleManifest, bundleManifestSchema } from '@jornada/shared/api/reports';
import * as yauzl from 'yauzl';
import { type Db, type Trx, withTenant } from '../../../db/tenant';
import { isDigestSignatureValid, signedFieldsOfPublished } from '../../record/digest-signature';
import { merkleRoot } from '../../record/merkle-root';
import type { RecordPublicKey } from '../../record/signing-key';
import { MANIFEST_NAME } from './build-bundle';
import { findCompanyById, findDigestOfDay, findEventAt } from './bundle.repository';

/**
 * `npm run cli -- verify-bundle FILE`: a monthly bundle against itself and against the record. Every
 * file must match the SHA-256 and size the manifest gives; every chain head the manifest names must
 * still be in the database (the worker's event number `events` carries `head_hash`); the signed
 * digest it cites, when it cites one, must carry a valid signature, match its leaves and the stored
 * digest, and its chain heads must still be in the database too.
 */

export interface VerifyBundleReport {
  manifest: BundleManifest | null;
  filesChecked: number;
  chainsChecked: number;
  /** 'absent' when the manifest cites none; 'valid' or 'invalid' otherwise. */
  digest: 'absent' | 'valid' | 'invalid';
  /** Spanish, one line each; empty when the bundle holds. */
  problems: string[];
}

interface ReadEntry {
  sha256: string;
  bytes: number;
}

/** Every file of the ZIP hashed as it streams (none is held whole), and the manifest's text. */
async function readZip(path: string, problems: string[]) {
  const entries = new Map<string, ReadEntry>();
  let manifestText: string | null = null;
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: true }).catch((error: Error) => {
    throw new Error(`No se puede abrir ${path} como ZIP: ${error.message}`);
  });
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      try {
        const stream = await zip.openReadStreamPromise(entry);
        const hash = createHash('sha256');
        const chunks: Buffer[] = [];
        let bytes = 0;
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          hash.update(chunk);
          bytes += chunk.length;
          if (entry.fileName === MANIFEST_NAME) chunks.push(chunk);
        }
        entries.set(entry.fileName, { sha256: hash.digest('hex'), bytes });
        if (entry.fileName === MANIFEST_NAME) manifestText = Buffer.concat(chunks).toString('utf8');
      } catch (error) {
        problems.push(
          `${entry.fileName}: no se puede leer del ZIP (${(error as Error).message}): está dañado o modificado`,
        );
      }
    }
  } finally {
    zip.close();
  }
  return { entries, manifestText };
}

function parseManifest(text: string | null, problems: string[]): BundleManifest | null {
  if (text === null) {
    problems.push(`El paquete no contiene ${MANIFEST_NAME}`);
    return null;
  }
  try {
    const parsed = bundleManifestSchema.safeParse(JSON.parse(text));
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
    if (name !== MANIFEST_NAME && !listed.has(name)) problems.push(`${name}: está en el paquete y no en el manifiesto`);
  }
  return manifest.files.length;
}

/** A chain head the bundle or its digest names, against the record. */
async function checkHead(
  db: Trx,
  companyId: number,
  head: { employee_id: number; events: number; head_hash: string },
  source: string,
  problems: string[],
) {
  const found = await findEventAt(db, companyId, head.employee_id, head.events);
  if (found.hash === head.head_hash) return;
  problems.push(
    found.hash === null
      ? `Trabajador ${head.employee_id}: ${source} registra ${head.events} eventos y la base de datos tiene ${found.count} (se han borrado eventos o el manifiesto se ha modificado)`
      : `Trabajador ${head.employee_id}: el evento nº ${head.events} no tiene la huella que ${source} registra (el registro se ha reescrito o el manifiesto se ha modificado)`,
  );
}

async function checkDigest(
  db: Trx,
  manifest: BundleManifest,
  digest: RecordDigest,
  publicKey: RecordPublicKey | null,
  problems: string[],
): Promise<boolean> {
  const before = problems.length;
  const day = digest.day;
  if (digest.company_id !== manifest.company.id) {
    problems.push(`El resumen firmado del ${day} es de otra empresa (${digest.company_id})`);
  }
  if (merkleRoot(digest.leaves) !== digest.root) {
    problems.push(`El resumen firmado del ${day}: su raíz no coincide con las cadenas que enumera (modificado)`);
  }
  const fields = signedFieldsOfPublished(digest);
  if (!publicKey) {
    problems.push(
      'No se encuentra la clave de firma del registro (RECORD_SIGNING_KEY, RECORD_SIGNING_KEY_FILE o DATA_DIR/record-signing-key.pem): la firma del resumen no se puede comprobar',
    );
  } else if (digest.key_id !== publicKey.keyId) {
    problems.push(
      `El resumen firmado del ${day} está firmado con la clave ${digest.key_id} y la configurada es ${publicKey.keyId}: no se puede comprobar`,
    );
  } else if (!isDigestSignatureValid(publicKey, fields, digest.signature)) {
    problems.push(`El resumen firmado del ${day}: la firma no es válida (falsificado o modificado)`);
  }
  const stored = await findDigestOfDay(db, digest.company_id, day);
  if (!stored || stored.root !== digest.root || stored.signature !== digest.signature) {
    problems.push(`El resumen firmado del ${day} no coincide con el publicado en la base de datos`);
  }
  const inBundle = new Set(manifest.chains.map((chain) => chain.employee_id));
  for (const leaf of digest.leaves) {
    if (inBundle.has(leaf.employee_id)) {
      await checkHead(db, manifest.company.id, leaf, `el resumen firmado del ${day}`, problems);
    }
  }
  return problems.length === before;
}

/** Checks a bundle file against the record of the company its manifest names (read in that tenant). */
export async function verifyBundle(
  db: Db,
  path: string,
  options: { publicKey: RecordPublicKey | null },
): Promise<VerifyBundleReport> {
  const problems: string[] = [];
  const { entries, manifestText } = await readZip(path, problems);
  const manifest = parseManifest(manifestText, problems);
  if (!manifest) return { manifest, filesChecked: 0, chainsChecked: 0, digest: 'absent', problems };

  const filesChecked = checkFiles(manifest, entries, problems);
  const company = await findCompanyById(db, manifest.company.id);
  if (!company || company.schema_name !== manifest.company.schema_name) {
    problems.push(
      `La empresa del manifiesto (${manifest.company.name}, ${manifest.company.schema_name}) no existe en esta base de datos`,
    );
    return { manifest, filesChecked, chainsChecked: 0, digest: 'absent', problems };
  }
  const digest = await withTenant(db, company.id, async (trx): Promise<VerifyBundleReport['digest']> => {
    for (const chain of manifest.chains) await checkHead(trx, company.id, chain, 'el manifiesto', problems);
    if (manifest.digest === null || manifest.digest === undefined) return 'absent';
    const parsed = recordDigestSchema.safeParse(manifest.digest);
    if (!parsed.success) {
      problems.push('El resumen firmado del manifiesto no tiene el formato esperado');
      return 'invalid';
    }
    return (await checkDigest(trx, manifest, parsed.data, options.publicKey, problems)) ? 'valid' : 'invalid';
  });
  return { manifest, filesChecked, chainsChecked: manifest.chains.length, digest, problems };
}

/** The report as the CLI prints it, in Spanish. */
export function describeBundleReport(path: string, report: VerifyBundleReport): string {
  const lines = [`Paquete: ${path}`];
  const { manifest } = report;
  if (manifest) {
    lines.push(
      `Empresa: ${manifest.company.name} (CIF ${manifest.company.cif || 'no consta'}, ${manifest.company.schema_name}) · Mes: ${manifest.month} · Generado: ${manifest.generated_at}`,
      `Archivos comprobados: ${report.filesChecked}`,
      `Cadenas comprobadas contra la base de datos: ${report.chainsChecked}`,
      report.digest === 'absent'
        ? 'Resumen firmado: el paquete no cita ninguno (aún no se había publicado ninguno ese mes)'
        : `Resumen firmado del ${(manifest.digest as RecordDigest).day}: ${report.digest === 'valid' ? 'firma válida y coincide con el registro' : 'NO VÁLIDO'}`,
    );
  }
  if (report.problems.length === 0) {
    lines.push('Resultado: CORRECTO. Los archivos son los del manifiesto y el registro sigue como cuando se generó.');
  } else {
    lines.push(`Problemas encontrados (${report.problems.length}):`, ...report.problems.map((p) => `  - ${p}`));
    lines.push('Resultado: NO VÁLIDO. El paquete no se corresponde con el registro.');
  }
  return `${lines.join('\n')}\n`;
}
