import type { Db } from '../../db/tenant';
import { listPlans } from './plans.repository';

/** The plans a company can subscribe to, in the order the price list shows them. */
export function listPlansOnOffer(db: Db) {
  return listPlans(db);
}
