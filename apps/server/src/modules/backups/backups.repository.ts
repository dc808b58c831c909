import type { Db } from '../../db/tenant';

/** Every company, for checking a restored copy's records one by one (owner connection). */
export function listCompaniesForCheck(db: Db) {
  return db.selectFrom('companies').select(['id', 'schema_name']).orderBy('id').execute();
}
