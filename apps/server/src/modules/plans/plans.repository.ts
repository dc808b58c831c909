import type { Db } from '../../db/tenant';

export function listPlans(db: Db) {
  return db
    .selectFrom('plans')
    .select(['id', 'name', 'type', 'user_limit', 'price_monthly_cents', 'features'])
    .orderBy('sort_order')
    .execute();
}
