import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { CLOCK_CONTEXT_COLUMNS } from './clock-context.repository';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(() => ctx?.close());

describe('clock_context is read as the row it returns', () => {
  it('the typed columns are the result the database declares, in order and type', async () => {
    const [declared] = await ctx.superuserQuery<{ result: string }>(
      "select pg_get_function_result('clock_context'::regproc) as result",
    );
    const columns = Object.entries(CLOCK_CONTEXT_COLUMNS);
    // The database's own names of the types (timestamptz → timestamp with time zone), in one query.
    const canonical = await ctx.superuserQuery<{ name: string }>(
      'select t::regtype::text as name from unnest($1::text[]) with ordinality as u(t, n) order by n',
      [columns.map(([, type]) => type)],
    );
    const ours = columns.map(([name], i) => `${name} ${canonical[i]?.name}`);
    // `TABLE(a text, b integer, …)`: no type of these has a comma of its own.
    const theirs = declared?.result.match(/^TABLE\((.*)\)$/)?.[1]?.split(', ');
    expect(ours).toEqual(theirs);
  });
});
