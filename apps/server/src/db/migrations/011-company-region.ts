import { type Kysely, sql } from 'kysely';

/**
 * The company's autonomous community (ISO 3166-2), which decides the regional public holidays its
 * calendar keeps besides the national ones (expected hours, vacation days, missing days). Existing
 * companies were counted as Madrid's, so they start as ES-MD. The list is Spain's 17 communities and
 * 2 autonomous cities, as packages/shared/src/domain/spain-regions.ts.
 */
const REGIONS = [
  'ES-AN',
  'ES-AR',
  'ES-AS',
  'ES-IB',
  'ES-CN',
  'ES-CB',
  'ES-CL',
  'ES-CM',
  'ES-CT',
  'ES-VC',
  'ES-EX',
  'ES-GA',
  'ES-MD',
  'ES-MC',
  'ES-NC',
  'ES-PV',
  'ES-RI',
  'ES-CE',
  'ES-ML',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const allowed = REGIONS.map((code) => `'${code}'`).join(', ');
  await sql
    .raw(
      `ALTER TABLE companies ADD COLUMN region text NOT NULL DEFAULT 'ES-MD'
         CONSTRAINT companies_region_check CHECK (region IN (${allowed}))`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE companies DROP COLUMN IF EXISTS region').execute(db);
}
