import { createHash } from 'node:crypto';
import type { RecordDigest } from '@jornada/shared/api/record';
import { spanishDate } from '@jornada/shared/domain/calendar';
import type { MailAttachment } from '../../lib/mailer';
import { digestMessage, signedFieldsOfPublished } from './digest-signature';
import type { RecordPublicKey } from './signing-key';

/**
 * A copy of a signed digest to keep outside the operator's database (ADR 008): the digest as the API
 * gives it, the exact message its signature covers and, where known, the public key it verifies
 * with. Whoever holds one can prove what the record was up to that digest, and — through the chain
 * of previous hashes — that the digests before it were not taken out.
 */
export interface DigestCopy {
  format: 'jornada-record-digest-copy:v1';
  digest: RecordDigest;
  signed_message: string;
  public_key: { key_id: string; algorithm: 'Ed25519'; fingerprint_sha256: string; public_key: string } | null;
}

/** SHA-256 (hex) of the public key's SPKI DER; its first 16 digits are the key id. */
export function publicKeyFingerprint(key: RecordPublicKey): string {
  return createHash('sha256')
    .update(key.publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex');
}

export function digestCopyOf(digest: RecordDigest, key: RecordPublicKey | null): DigestCopy {
  return {
    format: 'jornada-record-digest-copy:v1',
    digest,
    signed_message: digestMessage(signedFieldsOfPublished(digest)),
    public_key: key
      ? {
          key_id: key.keyId,
          algorithm: 'Ed25519',
          fingerprint_sha256: publicKeyFingerprint(key),
          public_key: key.publicKeyPem,
        }
      : null,
  };
}

/** The copy as a JSON attachment: resumen-firmado-<company>-<day>.json. */
export function digestAttachment(digest: RecordDigest, key: RecordPublicKey | null): MailAttachment {
  return {
    filename: `resumen-firmado-${digest.company_id}-${digest.day}.json`,
    content: Buffer.from(`${JSON.stringify(digestCopyOf(digest, key), null, 2)}\n`, 'utf8'),
    contentType: 'application/json',
  };
}

/** The lines an email prints of a digest, so it can be checked even without the attachment. */
export function digestMailLines(digest: RecordDigest, key: RecordPublicKey | null): string[] {
  const late =
    digest.covers_from && digest.covers_from < digest.day
      ? ` Se publicó tarde: cubre desde el ${spanishDate(digest.covers_from)}, días en que no se publicó ninguno.`
      : '';
  return [
    `Día: ${spanishDate(digest.day)} (publicado el ${digest.created_at}, nº ${digest.sequence ?? '—'} de la cadena de resúmenes de la empresa).${late}`,
    `Huella del resumen (SHA-256 del texto firmado): ${digest.hash ?? '—'}`,
    `Resumen anterior de la cadena: ${digest.previous_hash ?? 'ninguno (este resumen empieza la cadena)'}`,
    `Raíz de Merkle de las cadenas de los ${digest.leaves.length} trabajadores: ${digest.root}`,
    `Firma (Ed25519, base64): ${digest.signature}`,
    key
      ? `Clave pública: ${digest.key_id} (huella SHA-256 ${publicKeyFingerprint(key)}), publicada en /api/record/public-key.`
      : `Clave pública: ${digest.key_id} (las primeras 16 cifras de su huella SHA-256), publicada en /api/record/public-key.`,
  ];
}
