import { isDigestSignatureValid, signedFieldsOf } from '../record/digest-signature';
import { merkleRoot } from '../record/merkle-root';
import type { RecordPublicKey } from '../record/signing-key';
import type { StoredDigest } from '../record/stored-digest';
import type { BrokenLink } from './verify-records';

/**
 * The record against its signed daily digests (ADR 008). A chain rewritten and re-hashed to the end,
 * or cut at the tail with its head fixed, still links; what it can no longer do is match a digest
 * published before: the digest names, per worker, a number of events and the hash of the last one.
 */

/** Why a digest cannot be trusted, or null. `publicKey` undefined: the signature is not checked. */
function digestProblem(digest: StoredDigest, publicKey: RecordPublicKey | null | undefined): string | null {
  if (publicKey === null) return 'no hay clave de firma configurada con la que comprobar su firma';
  if (publicKey !== undefined) {
    if (digest.key_id !== publicKey.keyId) {
      return `está firmado con la clave ${digest.key_id} y la configurada es ${publicKey.keyId}: no se puede comprobar`;
    }
    if (!isDigestSignatureValid(publicKey, signedFieldsOf(digest), digest.signature)) {
      return 'su firma no es válida (resumen falsificado o modificado)';
    }
  }
  if (digest.leaf_count !== digest.leaves.length || merkleRoot(digest.leaves) !== digest.root) {
    return 'su raíz no coincide con las cadenas que enumera (modificado)';
  }
  return null;
}

/** The digests that hold (signature and root), and a broken link for each one that does not. */
export function checkDigests(
  digests: readonly StoredDigest[],
  publicKey: RecordPublicKey | null | undefined,
): { trusted: StoredDigest[]; links: BrokenLink[] } {
  const trusted: StoredDigest[] = [];
  const links: BrokenLink[] = [];
  for (const digest of digests) {
    const problem = digestProblem(digest, publicKey);
    if (problem) links.push({ eventId: null, userId: null, digestDay: digest.day, reason: problem });
    else trusted.push(digest);
  }
  return { trusted, links };
}

/** One worker's chain as each digest saw it, oldest digest first. */
export interface PublishedHead {
  day: string;
  events: number;
  headHash: string;
}

export function publishedHeadsByWorker(digests: readonly StoredDigest[]): Map<number, PublishedHead[]> {
  const byWorker = new Map<number, PublishedHead[]>();
  for (const digest of digests) {
    for (const leaf of digest.leaves) {
      const heads = byWorker.get(leaf.employee_id) ?? [];
      heads.push({ day: digest.day, events: leaf.events, headHash: leaf.head_hash });
      byWorker.set(leaf.employee_id, heads);
    }
  }
  return byWorker;
}

/**
 * A chain against what the digests published of it: the event numbered `events` must still carry
 * `head_hash`. One link per worker, at the earliest digest it contradicts (the rewrite happened
 * before that digest's events, after the previous matching one's).
 */
export function brokenLinksAgainstDigests(
  userId: number,
  events: readonly { id: string; hash: string }[],
  published: readonly PublishedHead[],
): BrokenLink[] {
  const contradicted = published.filter((head) => events[head.events - 1]?.hash !== head.headHash);
  const [first] = contradicted;
  if (!first) return [];
  const later = contradicted.length - 1;
  const also =
    later > 0 ? `; tampoco coincide con ${later} ${later === 1 ? 'resumen posterior' : 'resúmenes posteriores'}` : '';
  if (first.events > events.length || first.events < 1) {
    return [
      {
        eventId: events.at(-1)?.id ?? null,
        userId,
        reason: `el resumen firmado del ${first.day} registra ${first.events} eventos y hay ${events.length} (borrado al final después de publicarse${also})`,
      },
    ];
  }
  return [
    {
      eventId: (events[first.events - 1] as { id: string }).id,
      userId,
      reason: `no coincide con el resumen firmado del ${first.day}: la cadena hasta este evento (nº ${first.events}) se reescribió después de publicarse${also}`,
    },
  ];
}

/** Workers a digest published a chain for who now have no chain and no events at all. */
export function vanishedChains(
  published: ReadonlyMap<number, readonly PublishedHead[]>,
  hasAnyRecord: (userId: number) => boolean,
): BrokenLink[] {
  const links: BrokenLink[] = [];
  for (const [userId, heads] of published) {
    const latest = heads.at(-1);
    if (!latest || hasAnyRecord(userId)) continue;
    links.push({
      eventId: null,
      userId,
      reason: `el resumen firmado del ${latest.day} registra ${latest.events} eventos de este trabajador y no queda ninguno (cadena borrada)`,
    });
  }
  return links;
}
