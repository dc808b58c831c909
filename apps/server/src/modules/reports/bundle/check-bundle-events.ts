import { type RecordDigest, recordDigestSchema } from '@jornada/shared/api/record';
import {
  type BundleEvent,
  type BundleEventChain,
  type BundleManifest,
  bundleEventSchema,
} from '@jornada/shared/api/reports';
import { isRecordDigestSignatureValid } from '../../record/digest-signature';
import { merkleRoot } from '../../record/merkle-root';
import type { RecordPublicKey } from '../../record/signing-key';
import { chainHash } from '../../workshift/record-chain';

/**
 * What a bundle proves on its own, with no database: its events are whole links of the workers'
 * chains (each hash recomputed, each linked to the one before, the first to the hash the signed
 * manifest states), and its signed digests are genuine and name the same heads as those events.
 */

/** One JSON per line; a line that is not one is reported and left out. */
export function parseJsonLines<T>(
  body: Buffer,
  file: string,
  parse: (value: unknown) => T | undefined,
  problems: string[],
): T[] {
  const values: T[] = [];
  body
    .toString('utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.trim() === '') return;
      let value: T | undefined;
      try {
        value = parse(JSON.parse(line));
      } catch {
        value = undefined;
      }
      if (value === undefined) problems.push(`${file}, línea ${index + 1}: no tiene el formato esperado`);
      else values.push(value);
    });
  return values;
}

export const parseBundleEvent = (value: unknown) => bundleEventSchema.safeParse(value).data;
export const parseRecordDigest = (value: unknown) => recordDigestSchema.safeParse(value).data;

/** The events by worker, in the file's order. */
export function groupEvents(events: readonly BundleEvent[]): Map<number, BundleEvent[]> {
  const byWorker = new Map<number, BundleEvent[]>();
  for (const event of events) {
    const list = byWorker.get(event.user_id);
    if (list) list.push(event);
    else byWorker.set(event.user_id, [event]);
  }
  return byWorker;
}

export function eventHash(event: BundleEvent): string {
  return chainHash(event.prev_hash, { ...event, occurred_at: new Date(event.occurred_at) });
}

function checkChain(chain: BundleEventChain, events: readonly BundleEvent[], companyId: number, problems: string[]) {
  const who = `Trabajador ${chain.employee_id}`;
  if (events.length !== chain.events) {
    problems.push(
      `${who}: el manifiesto declara ${chain.events} eventos en events.jsonl y hay ${events.length} (se han quitado o añadido eventos)`,
    );
  }
  let previous = chain.prev_hash;
  let previousId: bigint | null = null;
  for (const event of events) {
    const at = `${who}, evento ${event.id}`;
    if (event.company_id !== companyId) problems.push(`${at}: es de otra empresa (${event.company_id})`);
    if (previousId !== null && BigInt(event.id) <= previousId)
      problems.push(`${at}: está fuera del orden de la cadena`);
    if (event.prev_hash !== previous) {
      problems.push(`${at}: no enlaza con el evento anterior (falta, sobra o se ha cambiado un evento)`);
    }
    if (eventHash(event) !== event.hash) problems.push(`${at}: su contenido no coincide con su hash (modificado)`);
    previous = event.hash;
    previousId = BigInt(event.id);
  }
  if (events.length > 0 && previous !== chain.last_hash) {
    problems.push(`${who}: el último evento de events.jsonl no es el que declara el manifiesto`);
  }
}

/** Every worker's events against the run of the chain the manifest states. */
export function checkEventChains(
  manifest: BundleManifest,
  byWorker: ReadonlyMap<number, BundleEvent[]>,
  problems: string[],
): void {
  const stated = new Set<number>();
  const heads = new Map(manifest.chains.map((head) => [head.employee_id, head]));
  for (const chain of manifest.event_chains) {
    stated.add(chain.employee_id);
    checkChain(chain, byWorker.get(chain.employee_id) ?? [], manifest.company.id, problems);
    // The run ends at or before the chain's head when the bundle was made, and at the head it is the head.
    const head = heads.get(chain.employee_id);
    const last = chain.first_position + chain.events - 1;
    if (!head || last > head.events || (last === head.events && head.head_hash !== chain.last_hash)) {
      problems.push(
        `Trabajador ${chain.employee_id}: los eventos de events.jsonl no acaban en la cabeza de su cadena que registra el manifiesto`,
      );
    }
  }
  for (const workerId of byWorker.keys()) {
    if (!stated.has(workerId)) {
      problems.push(`Trabajador ${workerId}: tiene eventos en events.jsonl y el manifiesto no los declara`);
    }
  }
}

/** The hash of a worker's event number `position`, when the bundle holds that event. */
function hashAtPosition(
  chain: BundleEventChain | undefined,
  events: readonly BundleEvent[] | undefined,
  position: number,
): string | undefined {
  if (!chain || !events) return undefined;
  return events[position - chain.first_position]?.hash;
}

/**
 * One signed digest on its own (company, root, signature with the given key), then every chain head it
 * names that falls within the bundle's events: that event must carry that hash.
 */
export function checkDigestOffline(
  manifest: BundleManifest,
  digest: RecordDigest,
  publicKey: RecordPublicKey | null,
  byWorker: ReadonlyMap<number, BundleEvent[]>,
  problems: string[],
): void {
  const day = digest.day;
  if (digest.company_id !== manifest.company.id) {
    problems.push(`El resumen firmado del ${day} es de otra empresa (${digest.company_id})`);
  }
  if (merkleRoot(digest.leaves) !== digest.root) {
    problems.push(`El resumen firmado del ${day}: su raíz no coincide con las cadenas que enumera (modificado)`);
  }
  if (!publicKey) {
    problems.push(`El resumen firmado del ${day}: sin la clave pública del registro su firma no se puede comprobar`);
  } else if (digest.key_id !== publicKey.keyId) {
    problems.push(
      `El resumen firmado del ${day} está firmado con la clave ${digest.key_id} y la configurada es ${publicKey.keyId}: no se puede comprobar`,
    );
  } else if (!isRecordDigestSignatureValid(publicKey, digest)) {
    problems.push(`El resumen firmado del ${day}: la firma no es válida (falsificado o modificado)`);
  }
  const chains = new Map(manifest.event_chains.map((chain) => [chain.employee_id, chain]));
  for (const leaf of digest.leaves) {
    const hash = hashAtPosition(chains.get(leaf.employee_id), byWorker.get(leaf.employee_id), leaf.events);
    if (hash !== undefined && hash !== leaf.head_hash) {
      problems.push(
        `Trabajador ${leaf.employee_id}: su evento nº ${leaf.events} en events.jsonl no tiene la huella que registra el resumen firmado del ${day} (eventos reescritos)`,
      );
    }
  }
}

/** The digests to check: those of digests.jsonl and the manifest's own, when it is not one of them. */
export function digestsToCheck(
  manifest: BundleManifest,
  inFile: readonly RecordDigest[],
  problems: string[],
): RecordDigest[] {
  if (manifest.digest === null || manifest.digest === undefined) return [...inFile];
  const cited = parseRecordDigest(manifest.digest);
  if (!cited) {
    problems.push('El resumen firmado del manifiesto no tiene el formato esperado');
    return [...inFile];
  }
  const text = JSON.stringify(cited);
  return inFile.some((digest) => JSON.stringify(digest) === text) ? [...inFile] : [...inFile, cited];
}
