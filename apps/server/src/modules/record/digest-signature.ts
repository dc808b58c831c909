import { createHash, sign, verify } from 'node:crypto';
import type { RecordDigest } from '@jornada/shared/api/record';
import type { RecordPublicKey, RecordSigningKey } from './signing-key';
import type { StoredDigest } from './stored-digest';

/** What a digest's signature covers: everything that says which record, when, and what it was. */
export interface SignedDigestFields {
  company_id: number;
  day: string;
  created_at: string;
  leaf_count: number;
  root: string;
  /** Chained digests (migration 028) only; left out or null for the unchained ones written before. */
  kind?: 'daily' | 'checkpoint';
  sequence?: number | null;
  previous_hash?: string | null;
  covers_from?: string | null;
}

/**
 * The exact text signed (UTF-8, lines ending in \n), so anyone can rebuild it from a digest as the
 * API gives it (ADR 008). The company and the day are in it: a digest cannot be passed off as
 * another company's or another day's. A chained digest (v2) also signs its kind, its place in the
 * chain and the previous digest's hash, so none can be taken out of the chain without a hole.
 */
export function digestMessage(fields: SignedDigestFields): string {
  if (fields.sequence === undefined || fields.sequence === null) {
    return [
      'jornada-record-digest:v1',
      `company_id=${fields.company_id}`,
      `day=${fields.day}`,
      `created_at=${fields.created_at}`,
      `leaves=${fields.leaf_count}`,
      `root=${fields.root}`,
      '',
    ].join('\n');
  }
  return [
    'jornada-record-digest:v2',
    `kind=${fields.kind ?? 'daily'}`,
    `company_id=${fields.company_id}`,
    `day=${fields.day}`,
    `covers_from=${fields.covers_from ?? '-'}`,
    `created_at=${fields.created_at}`,
    `sequence=${fields.sequence}`,
    `previous=${fields.previous_hash ?? 'none'}`,
    `leaves=${fields.leaf_count}`,
    `root=${fields.root}`,
    '',
  ].join('\n');
}

/** A digest's hash, what the next digest of the chain signs: SHA-256 (hex) of its signed message. */
export function digestHash(fields: SignedDigestFields): string {
  return createHash('sha256').update(digestMessage(fields), 'utf8').digest('hex');
}

/** Ed25519 signature of the digest's message, base64. */
export function signDigest(key: RecordSigningKey, fields: SignedDigestFields): string {
  return sign(null, Buffer.from(digestMessage(fields), 'utf8'), key.privateKey).toString('base64');
}

export function isDigestSignatureValid(key: RecordPublicKey, fields: SignedDigestFields, signature: string): boolean {
  try {
    return verify(null, Buffer.from(digestMessage(fields), 'utf8'), key.publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** The signed fields of a stored digest, as its message is rebuilt from them. */
export function signedFieldsOf(digest: StoredDigest): SignedDigestFields {
  return {
    company_id: digest.company_id,
    day: digest.day,
    created_at: new Date(digest.created_at).toISOString(),
    leaf_count: digest.leaf_count,
    root: digest.root,
    kind: digest.kind,
    sequence: digest.sequence,
    previous_hash: digest.previous_hash,
    covers_from: digest.covers_from,
  };
}

/** The signed fields of a digest as the API, an e-mail or a bundle gives it (RecordDigest). */
export function signedFieldsOfPublished(digest: RecordDigest): SignedDigestFields {
  return {
    company_id: digest.company_id,
    day: digest.day,
    created_at: digest.created_at,
    leaf_count: digest.leaves.length,
    root: digest.root,
    kind: digest.kind,
    sequence: digest.sequence,
    previous_hash: digest.previous_hash,
    covers_from: digest.covers_from,
  };
}

/** A digest as the API and the bundles give it, checked against its own fields (its leaves counted). */
export function isRecordDigestSignatureValid(key: RecordPublicKey, digest: RecordDigest): boolean {
  return isDigestSignatureValid(key, signedFieldsOfPublished(digest), digest.signature);
}
