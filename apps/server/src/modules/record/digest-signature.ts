import { sign, verify } from 'node:crypto';
import type { RecordDigest } from '@jornada/shared/api/record';
import type { RecordPublicKey, RecordSigningKey } from './signing-key';

/** What a digest's signature covers: everything that says which record, when, and what it was. */
export interface SignedDigestFields {
  company_id: number;
  day: string;
  created_at: string;
  leaf_count: number;
  root: string;
}

/**
 * The exact text signed (UTF-8, lines ending in \n), so anyone can rebuild it from a digest as the
 * API gives it (ADR 008). The company and the day are in it: a digest cannot be passed off as
 * another company's or another day's.
 */
export function digestMessage(fields: SignedDigestFields): string {
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

/** A digest as the API and the bundles give it, checked against its own fields (its leaves counted). */
export function isRecordDigestSignatureValid(key: RecordPublicKey, digest: RecordDigest): boolean {
  const fields: SignedDigestFields = {
    company_id: digest.company_id,
    day: digest.day,
    created_at: digest.created_at,
    leaf_count: digest.leaves.length,
    root: digest.root,
  };
  return isDigestSignatureValid(key, fields, digest.signature);
}
