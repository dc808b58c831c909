import type { SqlFunction } from './sql-function';

/** Trigger on monthly_summaries: an acknowledgement is set once (null → value) and then stands; nothing is deleted. */
export const guardMonthlySummaryChange: SqlFunction = {
  signature: 'guard_monthly_summary_change()',
  statements: [
    `CREATE OR REPLACE FUNCTION guard_monthly_summary_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'DELETE' THEN
       RAISE EXCEPTION 'Los resúmenes mensuales no se borran' USING ERRCODE = 'insufficient_privilege';
     END IF;
     IF OLD.acknowledged_at IS NOT NULL THEN
       RAISE EXCEPTION 'El acuse de recibo de un resumen mensual no se modifica' USING ERRCODE = 'insufficient_privilege';
     END IF;
     IF (NEW.company_id, NEW.id, NEW.user_id, NEW.month, NEW.sent_at, NEW.emailed, NEW.digest_day, NEW.digest_root)
        IS DISTINCT FROM
        (OLD.company_id, OLD.id, OLD.user_id, OLD.month, OLD.sent_at, OLD.emailed, OLD.digest_day, OLD.digest_root) THEN
       RAISE EXCEPTION 'Un resumen mensual enviado no se modifica' USING ERRCODE = 'insufficient_privilege';
     END IF;
     RETURN NEW;
   END $$`,
  ],
};
