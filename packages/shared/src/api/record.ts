import { z } from 'zod';

/**
 * The clock record anchored outside the database (ADR 008): once a day per company, a Merkle root
 * over every worker's chain head, signed with the server's Ed25519 key. Anyone holding the public
 * key can check a digest, and a chain against it, without trusting the database.
 */

export const RECORD_MONTH_MESSAGE = 'Mes no válido (yyyy-MM)';

/** GET /api/record/digests */
export const listRecordDigestsQuery = z.object({
  month: z
    .string({ error: RECORD_MONTH_MESSAGE })
    .trim()
    .regex(/^[1-9]\d{3}-(0[1-9]|1[0-2])$/, RECORD_MONTH_MESSAGE),
});
export type ListRecordDigestsQuery = z.infer<typeof listRecordDigestsQuery>;

/** One worker's chain as the digest saw it: its number of events and the hash of the last one. */
export const recordDigestLeafSchema = z.object({
  employee_id: z.number().int(),
  events: z.number().int(),
  head_hash: z.string(),
});
export type RecordDigestLeaf = z.infer<typeof recordDigestLeafSchema>;

export const recordDigestKinds = ['daily', 'checkpoint'] as const;

/**
 * The server always sends every field; the chain's fields are optional only so that a digest copied
 * before digests were chained (in an older bundle's manifest) still reads.
 */
export const recordDigestSchema = z.object({
  /** 'daily': the day's digest, the one sent out; 'checkpoint': taken every few minutes while the record changes. */
  kind: z.enum(recordDigestKinds).optional(),
  company_id: z.number().int(),
  /** The Madrid calendar day the digest stands for (yyyy-MM-dd). */
  day: z.string(),
  /** Merkle root (SHA-256, hex) over the leaves sorted by employee_id. */
  root: z.string(),
  /** Every chain head of the company at created_at, sorted by employee_id. */
  leaves: z.array(recordDigestLeafSchema),
  /** Which key signed it: the first 16 hex digits of SHA-256 over the public key (SPKI DER). */
  key_id: z.string(),
  /** Ed25519 signature (base64) over the digest's message (ADR 008). */
  signature: z.string(),
  /** ISO instant the digest was taken (server time). */
  created_at: z.string(),
  /** Place in the company's chain of digests (1 = starts it); null: published before digests were chained. */
  sequence: z.number().int().nullable().optional(),
  /** The hash of the digest before it in the chain (what it signs); null for the first and unchained ones. */
  previous_hash: z.string().nullable().optional(),
  /** A daily digest's first day covered: earlier than `day` when it was published late, after days without one. */
  covers_from: z.string().nullable().optional(),
  /** SHA-256 (hex) of its signed message: what the next digest of the chain signs as previous_hash. */
  hash: z.string().optional(),
});
export type RecordDigest = z.infer<typeof recordDigestSchema>;

export const listRecordDigestsResponse = z.object({ data: z.array(recordDigestSchema) });
export type ListRecordDigestsResponse = z.infer<typeof listRecordDigestsResponse>;

/** GET /api/record/public-key — public: the key every digest's signature verifies with. */
export const recordPublicKeyResponse = z.object({
  key_id: z.string(),
  algorithm: z.literal('Ed25519'),
  /** SPKI, PEM-encoded. */
  public_key: z.string(),
});
export type RecordPublicKeyResponse = z.infer<typeof recordPublicKeyResponse>;
