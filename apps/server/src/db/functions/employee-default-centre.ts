import type { SqlFunction } from './sql-function';

/** Trigger on employees: one written without a centre belongs to the company's default one. */
export const employeeDefaultCentre: SqlFunction = {
  signature: 'employee_default_centre()',
  statements: [
    `CREATE OR REPLACE FUNCTION employee_default_centre() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF NEW.centre_id IS NULL THEN
       SELECT w.id INTO NEW.centre_id FROM work_centres w WHERE w.company_id = NEW.company_id AND w.is_default;
     END IF;
     RETURN NEW;
   END $$`,
  ],
};
