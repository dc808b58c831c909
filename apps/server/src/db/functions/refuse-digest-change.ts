import type { SqlFunction } from './sql-function';

/** Trigger on record_digests: a signed digest is never changed or deleted. */
export const refuseDigestChange: SqlFunction = {
  signature: 'refuse_digest_change()',
  statements: [
    `CREATE OR REPLACE FUNCTION refuse_digest_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     RAISE EXCEPTION 'Los resúmenes firmados del registro no se pueden modificar ni borrar'
       USING ERRCODE = 'insufficient_privilege';
   END $$`,
  ],
};
