import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { digestMessage, isDigestSignatureValid, signDigest } from './digest-signature';
import {
  exportSigningKeyPem,
  GENERATED_KEY_FILE,
  generateSigningKey,
  loadSigningKey,
  openSigningKey,
  parseSigningKey,
} from './signing-key';

const fields = {
  company_id: 3,
  day: '2026-03-14',
  created_at: '2026-03-14T00:05:00.000Z',
  leaf_count: 2,
  root: 'b'.repeat(64),
};

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'jornada-key-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('digest signatures (Ed25519)', () => {
  it('signs the documented message, which verifies with the public key only as signed', () => {
    expect(digestMessage(fields)).toBe(
      `jornada-record-digest:v1\ncompany_id=3\nday=2026-03-14\ncreated_at=2026-03-14T00:05:00.000Z\nleaves=2\nroot=${'b'.repeat(64)}\n`,
    );
    const key = generateSigningKey();
    const signature = signDigest(key, fields);
    expect(Buffer.from(signature, 'base64')).toHaveLength(64);
    expect(isDigestSignatureValid(key, fields, signature)).toBe(true);
    for (const changed of [
      { ...fields, company_id: 4 },
      { ...fields, day: '2026-03-15' },
      { ...fields, created_at: '2026-03-14T00:05:00.001Z' },
      { ...fields, leaf_count: 3 },
      { ...fields, root: 'c'.repeat(64) },
    ]) {
      expect(isDigestSignatureValid(key, changed, signature), JSON.stringify(changed)).toBe(false);
    }
    expect(isDigestSignatureValid(generateSigningKey(), fields, signature)).toBe(false);
    expect(isDigestSignatureValid(key, fields, 'no es base64 de una firma')).toBe(false);
  });
});

describe('the signing key', () => {
  it('is read from PEM or from base64 PKCS#8, with the same key id', () => {
    const key = generateSigningKey();
    const pem = exportSigningKeyPem(key);
    const base64 = key.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');
    expect(parseSigningKey(pem).keyId).toBe(key.keyId);
    expect(parseSigningKey(base64).keyId).toBe(key.keyId);
    expect(key.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(key.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it('refuses what is not an Ed25519 private key, in Spanish', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    for (const text of ['no es una clave', rsa.toString(), generateSigningKey().publicKeyPem]) {
      expect(() => parseSigningKey(text)).toThrow('La clave de firma del registro debe ser una clave privada Ed25519');
    }
  });

  it('RECORD_SIGNING_KEY comes first, then RECORD_SIGNING_KEY_FILE, then DATA_DIR', () => {
    const dataDir = tempDir();
    const [env, file] = [generateSigningKey(), generateSigningKey()];
    const keyFile = join(tempDir(), 'firma.pem');
    writeFileSync(keyFile, exportSigningKeyPem(file));
    const source = { key: exportSigningKeyPem(env), keyFile, dataDir };
    expect(loadSigningKey(source, { create: true })).toMatchObject({ origin: 'env', key: { keyId: env.keyId } });
    expect(loadSigningKey({ keyFile, dataDir }, { create: true })).toMatchObject({
      origin: 'file',
      key: { keyId: file.keyId },
    });
    expect(() => loadSigningKey({ keyFile: join(dataDir, 'falta.pem'), dataDir }, { create: true })).toThrow(
      'No existe el fichero de clave',
    );
  });

  it('without one, is generated once into DATA_DIR (0600) and reused; verify-records never generates it', () => {
    const dataDir = tempDir();
    expect(loadSigningKey({ dataDir }, { create: false })).toBeNull();
    const first = openSigningKey({ dataDir }, { isEmbedded: true });
    expect(first.notice).toContain('generada');
    const path = join(dataDir, GENERATED_KEY_FILE);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    const again = openSigningKey({ dataDir }, { isEmbedded: true });
    expect(again.key.keyId).toBe(first.key.keyId);
    expect(again.notice).toBeUndefined();
    expect(loadSigningKey({ dataDir }, { create: false })?.key.keyId).toBe(first.key.keyId);
    // With PostgreSQL, a key that lives in DATA_DIR is worth a word in the log.
    expect(openSigningKey({ dataDir }, { isEmbedded: false }).notice).toContain('RECORD_SIGNING_KEY');
  });
});
