import type { SqlFunction } from './sql-function';

/** ISO 8601 in UTC with milliseconds, whatever the session's TimeZone: the webhooks' timestamps. */
export const webhookIso: SqlFunction = {
  signature: 'webhook_iso(timestamptz)',
  statements: [
    `CREATE OR REPLACE FUNCTION webhook_iso(p timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(p AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$`,
  ],
};
