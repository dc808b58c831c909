import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { RecordSigningKey } from '../record/signing-key';

/**
 * The TOTP secrets are sealed (AES-256-GCM) before they reach the database, under a key derived from
 * the record's signing key: the one secret every instance already holds outside the database, so a
 * copy of the database alone does not yield anyone's second factor. The user's id is the associated
 * data: a sealed secret moved to another user's row does not open.
 */
export interface MfaSecretBox {
  seal(userId: number, secret: string): string;
  /** null when it does not open (another key: the signing key changed since it was sealed). */
  open(userId: number, sealed: string): string | null;
}

const VERSION = 'v1';

export function deriveMfaSecretKey(recordKey: RecordSigningKey): Buffer {
  const material = recordKey.privateKey.export({ type: 'pkcs8', format: 'der' });
  return Buffer.from(hkdfSync('sha256', material, Buffer.alloc(0), 'jornada mfa-secret v1', 32));
}

/** `key` is asked for on first use (the app opens the signing key lazily). */
export function createMfaSecretBox(key: () => Buffer): MfaSecretBox {
  const aadOf = (userId: number) => Buffer.from(`mfa:${userId}`);
  return {
    seal(userId, secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key(), iv);
      cipher.setAAD(aadOf(userId));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      const parts = [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(userId, text) {
      const [version, iv, sealed, tag] = text.split('.');
      if (version !== VERSION || !iv || !sealed || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
        decipher.setAAD(aadOf(userId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
