import type { SqlFunction } from './sql-function';

/** Trigger on clock_events: the record is append-only, for the owner too (a change is a new event). */
export const refuseRecordChange: SqlFunction = {
  signature: 'refuse_record_change()',
  statements: [
    `CREATE OR REPLACE FUNCTION refuse_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     RAISE EXCEPTION 'El registro de jornada no se puede modificar ni borrar'
       USING ERRCODE = 'insufficient_privilege';
   END $$`,
  ],
};
