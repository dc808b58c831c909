import { createPublicKey, sign, verify } from 'node:crypto';
import { publicKeyOf, type RecordPublicKey, type RecordSigningKey } from '../../record/signing-key';

/**
 * manifest.sig: the Ed25519 signature, in base64, over the exact bytes of manifest.json, made with the
 * record key that signs the digests (ADR 008). The manifest lists every other file's SHA-256, so the
 * signature covers the whole bundle; `openssl pkeyutl -verify -rawin` checks it as well (ADR 011).
 */

export const SIGNATURE_NAME = 'manifest.sig';

export function signManifest(key: RecordSigningKey, manifest: Buffer): Buffer {
  return Buffer.from(sign(null, manifest, key.privateKey).toString('base64'), 'ascii');
}

export function isManifestSignatureValid(key: RecordPublicKey, manifest: Buffer, signature: Buffer): boolean {
  const text = signature.toString('ascii').trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return false;
  try {
    return verify(null, manifest, key.publicKey, Buffer.from(text, 'base64'));
  } catch {
    return false;
  }
}

const INVALID_PUBLIC_KEY =
  'La clave pública debe ser la del registro: Ed25519 en PEM (SPKI), o la respuesta de GET /api/record/public-key';

/**
 * The key `verify-bundle --public-key` is given: the PEM as GET /api/record/public-key serves it in
 * `public_key`, or that whole JSON response saved as is.
 */
export function parsePublicKey(text: string): RecordPublicKey {
  let pem = text.trim();
  if (pem.startsWith('{')) {
    try {
      pem = String((JSON.parse(pem) as { public_key?: unknown }).public_key ?? '');
    } catch {
      throw new Error(INVALID_PUBLIC_KEY);
    }
  }
  try {
    const key = createPublicKey({ key: pem, format: 'pem' });
    if (key.asymmetricKeyType !== 'ed25519') throw new Error(INVALID_PUBLIC_KEY);
    return publicKeyOf(key);
  } catch {
    throw new Error(INVALID_PUBLIC_KEY);
  }
}
