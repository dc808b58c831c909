import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A key that checks digests: what verify-records and GET /api/record/public-key need. */
export interface RecordPublicKey {
  keyId: string;
  publicKey: KeyObject;
  /** SPKI, PEM. */
  publicKeyPem: string;
}

/** The Ed25519 key that signs the record's digests (ADR 008). Never stored in the database. */
export interface RecordSigningKey extends RecordPublicKey {
  privateKey: KeyObject;
}

/** Where the key comes from, in this order: RECORD_SIGNING_KEY, RECORD_SIGNING_KEY_FILE, DATA_DIR. */
export interface SigningKeySource {
  key?: string;
  keyFile?: string;
  dataDir: string;
}

export const GENERATED_KEY_FILE = 'record-signing-key.pem';
const INVALID_KEY = 'La clave de firma del registro debe ser una clave privada Ed25519 (PKCS#8 en PEM o en base64)';

/** The first 16 hex digits of SHA-256 over the public key's SPKI DER. */
export function keyIdOf(publicKey: KeyObject): string {
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('hex').slice(0, 16);
}

/** The public half of a key (a private key's is derived by node). */
export function publicKeyOf(key: KeyObject): RecordPublicKey {
  const publicKey = key.type === 'public' ? key : createPublicKey(key);
  return {
    keyId: keyIdOf(publicKey),
    publicKey,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export function signingKeyOf(privateKey: KeyObject): RecordSigningKey {
  if (privateKey.type !== 'private' || privateKey.asymmetricKeyType !== 'ed25519') throw new Error(INVALID_KEY);
  return { ...publicKeyOf(privateKey), privateKey };
}

/** PEM ("-----BEGIN PRIVATE KEY-----…") or the base64 of the PKCS#8 DER, as RECORD_SIGNING_KEY takes it. */
export function parseSigningKey(text: string): RecordSigningKey {
  const trimmed = text.trim();
  let privateKey: KeyObject;
  try {
    privateKey = trimmed.startsWith('-----BEGIN')
      ? createPrivateKey({ key: trimmed, format: 'pem' })
      : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
  } catch {
    throw new Error(INVALID_KEY);
  }
  return signingKeyOf(privateKey);
}

export function generateSigningKey(): RecordSigningKey {
  return signingKeyOf(generateKeyPairSync('ed25519').privateKey);
}

export function exportSigningKeyPem(key: RecordSigningKey): string {
  return key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

export interface LoadedSigningKey {
  key: RecordSigningKey;
  /** Where it came from, for the start-up log. */
  origin: 'env' | 'file' | 'data-dir' | 'generated';
  path?: string;
}

/**
 * The configured key, or the one kept in DATA_DIR. With `create`, a missing DATA_DIR key is
 * generated there (mode 0600, never overwritten: 'wx'), so the embedded mode signs from its first
 * start; without it (verify-records), a missing key is null rather than a new, useless one.
 */
export function loadSigningKey(source: SigningKeySource, options: { create: boolean }): LoadedSigningKey | null {
  if (source.key) return { key: parseSigningKey(source.key), origin: 'env' };
  if (source.keyFile) {
    if (!existsSync(source.keyFile))
      throw new Error(`No existe el fichero de clave RECORD_SIGNING_KEY_FILE: ${source.keyFile}`);
    return { key: parseSigningKey(readFileSync(source.keyFile, 'utf8')), origin: 'file', path: source.keyFile };
  }
  const path = join(source.dataDir, GENERATED_KEY_FILE);
  if (existsSync(path)) return { key: parseSigningKey(readFileSync(path, 'utf8')), origin: 'data-dir', path };
  if (!options.create) return null;
  const key = generateSigningKey();
  mkdirSync(source.dataDir, { recursive: true });
  try {
    writeFileSync(path, exportSigningKeyPem(key), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: use theirs, so both sign with one key.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { key: parseSigningKey(readFileSync(path, 'utf8')), origin: 'data-dir', path };
  }
  return { key, origin: 'generated', path };
}

/**
 * The server's key at start-up, with what the operator should read in the log: a key generated in
 * DATA_DIR is fine for the embedded mode, but with PostgreSQL in production it belongs in
 * RECORD_SIGNING_KEY or RECORD_SIGNING_KEY_FILE, kept and backed up apart from the database.
 */
export function openSigningKey(
  source: SigningKeySource,
  options: { isEmbedded: boolean },
): { key: RecordSigningKey; notice?: string } {
  const loaded = loadSigningKey(source, { create: true }) as LoadedSigningKey;
  const where = `${loaded.path} (clave ${loaded.key.keyId})`;
  if (loaded.origin === 'generated') {
    return {
      key: loaded.key,
      notice: `Clave de firma del registro generada en ${where}: guárdala aparte de la base de datos`,
    };
  }
  if (loaded.origin === 'data-dir' && !options.isEmbedded) {
    return {
      key: loaded.key,
      notice: `La clave de firma del registro se lee de ${where}: en producción configura RECORD_SIGNING_KEY o RECORD_SIGNING_KEY_FILE`,
    };
  }
  return { key: loaded.key };
}
