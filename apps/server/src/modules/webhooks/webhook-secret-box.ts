import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { RecordSigningKey } from '../record/signing-key';

/**
 * Webhook signing secrets are sealed (AES-256-GCM) before they reach the database, under a key derived
 * from the record's signing key, as the TOTP secrets are (ADR 015): the HMAC needs the secret itself,
 * so it cannot be kept as a hash, and a copy of the database alone does not let anyone forge a
 * signature. The company's id is the associated data: a sealed secret moved to another company's row
 * does not open.
 */
export interface WebhookSecretBox {
  seal(companyId: number, secret: string): string;
  /** null when it does not open (another key: the signing key changed since it was sealed). */
  open(companyId: number, sealed: string): string | null;
}

const VERSION = 'v1';

export function deriveWebhookSecretKey(recordKey: RecordSigningKey): Buffer {
  const material = recordKey.privateKey.export({ type: 'pkcs8', format: 'der' });
  return Buffer.from(hkdfSync('sha256', material, Buffer.alloc(0), 'jornada webhook-secret v1', 32));
}

/** `key` is asked for on first use (the app opens the signing key lazily). */
export function createWebhookSecretBox(key: () => Buffer): WebhookSecretBox {
  const aadOf = (companyId: number) => Buffer.from(`webhook:${companyId}`);
  return {
    seal(companyId, secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key(), iv);
      cipher.setAAD(aadOf(companyId));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, ...[iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url'))].join('.');
    },
    open(companyId, text) {
      const [version, iv, sealed, tag] = text.split('.');
      if (version !== VERSION || !iv || !sealed || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
        decipher.setAAD(aadOf(companyId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** `whsec_` and 32 random bytes (base64url): the HMAC key, shown to the admin once. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}
