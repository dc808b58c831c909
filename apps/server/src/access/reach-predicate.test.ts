import { describe, expect, it } from 'vitest';
import type { Trx } from '../db/tenant';
import { loadReachPredicate } from './reach-predicate';

// Own and company reaches are answered without the database: a query here would fail the test.
const noQueries = new Proxy({} as Trx, {
  get() {
    throw new Error('no query expected');
  },
});

describe('loadReachPredicate', () => {
  it('an own reach holds only the actor', async () => {
    const reaches = await loadReachPredicate(noQueries, { kind: 'own', companyId: 3, userId: 7 });
    expect([reaches(7), reaches(8)]).toEqual([true, false]);
  });

  it('a company reach holds every employee of the company', async () => {
    const reaches = await loadReachPredicate(noQueries, { kind: 'company', companyId: 3 });
    expect([reaches(7), reaches(8)]).toEqual([true, true]);
  });
});
