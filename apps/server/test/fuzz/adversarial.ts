import fc from 'fast-check';

/** A JSON token written as is (JSON.stringify cannot write 1e999, -0 or a 30-digit integer). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawJson tokens. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item) => {
    if (item instanceof RawJson) {
      raws.push(item.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return item;
  });
  if (text === undefined) return 'null';
  return raws.length === 0
    ? text
    : text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_, index: string) => raws[Number(index)] ?? '');
}

/** Just under the 1 MiB body limit once quoted, so it reaches validation; the 2-byte one is over it. */
const MEGA_ASCII = 'a'.repeat(1_000_000);
const MEGA_TWO_BYTES = 'ñ'.repeat(600_000);

function nested(depth: number, kind: 'array' | 'object', leaf: unknown = 1): unknown {
  let value: unknown = leaf;
  for (let level = 0; level < depth; level++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

function ownKey(key: string, value: unknown): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

/** Strings that broke or nearly broke servers somewhere: bad characters, numbers in disguise, dates that are not. */
export const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  '\u202e\u0645',
  '\ufeff',
  '💥🧨',
  'e\u0301',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '1e999',
  '0x1F',
  ' 1 ',
  '1.5',
  '-1',
  '00000000000000000000001',
  '9007199254740993',
  '99999999999999999999999999',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  "'; drop table users; --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '=cmd|"/c calc"!A1',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a Log4Shell probe, meant literally
  '${jndi:ldap://x}',
  '%00',
  '%',
  '9999-99-99',
  '2024-02-30',
  '0000-00-00',
  '2024-13-01',
  '+275760-09-13',
  '2024-1-1',
  '24:00',
  '23:60',
  '2024-01-01T25:00:00Z',
  'a'.repeat(10_000),
];

const specialNumbers = [
  0,
  new RawJson('-0'),
  -1,
  1.5,
  1e308,
  -1e308,
  5e-324,
  new RawJson('1e999'),
  new RawJson('-1e999'),
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  new RawJson('9007199254740993'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('1.0000000000000000000000001'),
  1e21,
];

/** Values of every JSON shape meant to break a parser, a validator or a query (wrong types included). */
export const adversarialValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...nastyStrings) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...specialNumbers) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[]], { '': '' }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      MEGA_ASCII,
      MEGA_TWO_BYTES,
      nested(50, 'array'),
      nested(50, 'object'),
      // Written out, not built: JSON.stringify would recurse that deep.
      new RawJson(`${'['.repeat(3000)}1${']'.repeat(3000)}`),
      new RawJson(`${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`),
      Array.from({ length: 10_000 }, (_, i) => i),
      Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i])),
      ownKey('__proto__', { isAdmin: true, role: 'navegatel' }),
      { constructor: { prototype: { isAdmin: true } } },
    ),
  },
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
);

type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = [], found: Path[] = [], depth = 0): Path[] {
  found.push(path);
  if (depth > 6 || value instanceof RawJson) return found;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) pathsOf(item, [...path, index], found, depth + 1);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], found, depth + 1);
  }
  return found;
}

function clone(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clone);
  if (value !== null && typeof value === 'object' && !(value instanceof RawJson)) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      Object.defineProperty(copy, key, { value: clone(item), enumerable: true, writable: true, configurable: true });
    return copy;
  }
  return value;
}

export type Mutation = 'replace' | 'drop' | 'add';

/**
 * A valid value with one place broken: replaced by `bad`, removed (a required property goes
 * missing), or an unknown property added beside it. Deterministic in its inputs (reproducible).
 */
export function mutate(value: unknown, pick: number, bad: unknown, mutation: Mutation): unknown {
  const paths = pathsOf(value);
  const path = paths[pick % paths.length] ?? [];
  if (path.length === 0)
    return mutation === 'add' && isObject(value) ? { ...(clone(value) as object), zz_extra: bad } : bad;
  const root = clone(value);
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root);
  const last = path[path.length - 1] as string | number;
  const target = parent as Record<string | number, unknown>;
  if (mutation === 'drop' && !Array.isArray(parent)) delete target[last];
  else if (mutation === 'add' && !Array.isArray(parent)) target[`${last}_x`] = bad;
  else target[last] = bad;
  return root;
}

const isObject = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Path segments as they would arrive in a URL (already escaped), none of them a plausible id. */
export const adversarialSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '-0',
    '1.5',
    '1e3',
    '0x10',
    '2147483648',
    '9007199254740993',
    '99999999999999999999999999999',
    'NaN',
    'null',
    'undefined',
    '%00',
    '%ED%A0%80',
    '%C0%AF',
    '%E0%A4%A',
    '%',
    '%25',
    '%2F',
    '..',
    '%2E%2E',
    '%20',
    '+1',
    '1%20',
    encodeURIComponent('١٢٣'),
    encodeURIComponent('ñandú'),
    encodeURIComponent('💥'),
    'x'.repeat(101),
    '1'.repeat(300),
  ),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  fc.integer({ min: -(2 ** 31), max: 0 }).map(String),
);

/** Query values that are not what the schema says: still strings (a URL has nothing else), but not valid ones. */
export const adversarialQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...nastyStrings.filter((s) => s.length < 1000)),
  fc.string({ maxLength: 30 }),
  fc.constant('q'.repeat(20_000)),
);

/** `key=value&…` with each part escaped, except bad escapes that are in on purpose (the `raw` ones). */
export function queryString(entries: [string, string, boolean?][]): string {
  const encode = (text: string) => {
    try {
      return encodeURIComponent(text);
    } catch {
      // A lone surrogate has no UTF-8 form: sent as the bytes a sloppy client would send.
      return '%ED%A0%80';
    }
  };
  return entries
    .map(([key, value, isRaw]) => (isRaw ? `${key}=${value}` : `${encode(key)}=${encode(value)}`))
    .join('&');
}

/** Request bodies no JSON parser should accept, or that are JSON but shaped like an attack. */
export const rawBodies = [
  '{',
  '{"a":',
  '}{',
  "{'a':1}",
  '[1,2,]',
  '{"a":1,}',
  'undefined',
  'NaN',
  '\u0000',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\\x00"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
  ' ',
  'null',
  '""',
  '1e999',
  '-0',
  '[]',
  'true',
  '['.repeat(100_000),
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  `"${'\\ud800'.repeat(1000)}"`,
  '<xml>1</xml>',
  '\u00ff\u00fe{\u0000}',
];

/** Content types a client might send instead of application/json (or alongside a JSON body). */
export const contentTypes = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=----x',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;',
  'application/vnd.api+json',
  'application/octet-stream',
  'application/json, text/plain',
  '*/*',
  'json',
];
