import type { SqlFunction } from './sql-function';

/** Trigger on employee_contracts: a contract period is never changed or deleted; a new one is recorded. */
export const refuseContractChange: SqlFunction = {
  signature: 'refuse_contract_change()',
  statements: [
    `CREATE OR REPLACE FUNCTION refuse_contract_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     RAISE EXCEPTION 'Los periodos de contrato no se modifican ni se borran: se registra uno nuevo'
       USING ERRCODE = 'insufficient_privilege';
   END $$`,
  ],
};
