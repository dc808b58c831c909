import pg from 'pg';

/**
 * A value as an SQL literal, for the few statements sent as text by the simple protocol so they can
 * share a message with others (BEGIN, COMMIT): the clock action's write. Strings go through pg's
 * own escapeLiteral; anything that cannot be written exactly throws instead of guessing. U+0000 is
 * refused because the wire protocol ends a query's text at the first NUL byte.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`sqlLiteral: número no finito (${value})`);
    return String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return quote(value.toISOString());
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'object') return quote(JSON.stringify(value));
  throw new Error(`sqlLiteral: tipo no admitido (${typeof value})`);
}

function quote(text: string): string {
  if (text.includes('\u0000')) throw new Error('sqlLiteral: el texto contiene U+0000');
  return pg.escapeLiteral(text);
}

/** A function argument: its value and the SQL type it is cast to. */
export type SqlArgument = readonly [value: unknown, type: string];

/** `name(v1::t1, v2::t2, …)`: a call whose arguments carry their declared types. */
export function sqlCall(name: string, args: readonly SqlArgument[]): string {
  return `${name}(${args.map(([value, type]) => `${sqlLiteral(value)}::${type}`).join(', ')})`;
}
