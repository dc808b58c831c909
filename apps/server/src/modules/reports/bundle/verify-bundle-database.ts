import type { RecordDigest } from '@jornada/shared/api/record';
import type { BundleEvent, BundleManifest } from '@jornada/shared/api/reports';
import { type Db, type Trx, withTenant } from '../../../db/tenant';
import { findCompanyById, findEventAt, findStoredDigest, listEventHashesBetween } from './bundle.repository';

/**
 * What only the database can add to a bundle's checks: the chain heads it names are still in the
 * record, its events are the record's (same ids, same hashes, same place in each chain), and its
 * digests are the ones published.
 */

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

async function checkEventsInDatabase(
  trx: Trx,
  manifest: BundleManifest,
  byWorker: ReadonlyMap<number, BundleEvent[]>,
  problems: string[],
) {
  const companyId = manifest.company.id;
  for (const chain of manifest.event_chains) {
    const events = byWorker.get(chain.employee_id) ?? [];
    const first = events[0];
    const last = events.at(-1);
    if (!first || !last) continue;
    const stored = await listEventHashesBetween(trx, companyId, chain.employee_id, first.id, last.id);
    const atStart = await findEventAt(trx, companyId, chain.employee_id, chain.first_position);
    const bundled = events.map((event) => `${event.id}:${event.hash}`).join(',');
    const recorded = stored.map((event) => `${event.id}:${event.hash}`).join(',');
    if (bundled !== recorded || atStart.hash !== first.hash || stored[0]?.prev_hash !== chain.prev_hash) {
      problems.push(
        `Trabajador ${chain.employee_id}: los eventos de events.jsonl no son los de la base de datos (${events.length} en el paquete, ${stored.length} en el registro entre los eventos ${first.id} y ${last.id})`,
      );
    }
  }
}

async function checkDigestInDatabase(
  trx: Trx,
  manifest: BundleManifest,
  digest: RecordDigest,
  problems: string[],
): Promise<void> {
  const stored = await findStoredDigest(trx, digest.company_id, digest);
  if (!stored || stored.root !== digest.root || stored.signature !== digest.signature) {
    problems.push(`El resumen firmado del ${digest.day} no coincide con el publicado en la base de datos`);
  }
  const inBundle = new Set(manifest.chains.map((chain) => chain.employee_id));
  for (const leaf of digest.leaves) {
    if (inBundle.has(leaf.employee_id)) {
      await checkHead(trx, manifest.company.id, leaf, `el resumen firmado del ${digest.day}`, problems);
    }
  }
}

/** Returns whether the manifest's company was found (nothing else is checked when it was not). */
export async function checkAgainstDatabase(
  db: Db,
  manifest: BundleManifest,
  byWorker: ReadonlyMap<number, BundleEvent[]>,
  digests: readonly RecordDigest[],
  problems: string[],
): Promise<boolean> {
  const company = await findCompanyById(db, manifest.company.id);
  if (!company || company.schema_name !== manifest.company.schema_name) {
    problems.push(
      `La empresa del manifiesto (${manifest.company.name}, ${manifest.company.schema_name}) no existe en esta base de datos`,
    );
    return false;
  }
  await withTenant(db, company.id, async (trx) => {
    for (const chain of manifest.chains) await checkHead(trx, company.id, chain, 'el manifiesto', problems);
    await checkEventsInDatabase(trx, manifest, byWorker, problems);
    for (const digest of digests) await checkDigestInDatabase(trx, manifest, digest, problems);
  });
  return true;
}
