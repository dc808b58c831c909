import fc from 'fast-check';
import {
  adversarialQueryValue,
  adversarialSegment,
  adversarialValue,
  contentTypes,
  type Mutation,
  mutate,
  queryString,
  rawBodies,
  toJsonText,
} from './adversarial';
import { type JsonSchema, validValue } from './schema-arbitrary';
import type { FuzzTarget } from './targets';

/** One request to send: everything a failure report needs to replay it. */
export interface FuzzCase {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Which of the route's callers sends it (an index into them), and from which address. */
  callerPick: number;
  remoteAddress: string;
  /** What kind of case it is (schema-valid, mutated, generic…), for the failure report. */
  kind: string;
}

interface Body {
  payload?: string;
  contentType?: string;
  kind: string;
}

const mutations: Mutation[] = ['replace', 'replace', 'replace', 'drop', 'add'];

const encodeSegment = (value: unknown) => {
  try {
    return encodeURIComponent(String(value));
  } catch {
    return '%ED%A0%80';
  }
};

function pathArbitrary(target: FuzzTarget): fc.Arbitrary<string> {
  if (target.params.length === 0) return fc.constant(target.url);
  const segments = target.params.map(({ schema }) =>
    fc.oneof(
      { weight: 6, arbitrary: validValue(schema).map(encodeSegment) },
      { weight: 3, arbitrary: adversarialSegment },
    ),
  );
  return fc.tuple(...segments).map((values) => {
    let index = 0;
    return target.url.replace(/:([A-Za-z0-9_]+)/g, () => values[index++] ?? '');
  });
}

/** A query value as text: arrays become repeated keys (how a URL carries them). */
function queryEntries(name: string, value: unknown): [string, string][] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => queryEntries(name, item));
  return [[name, typeof value === 'string' ? value : JSON.stringify(value)]];
}

function queryArbitrary(target: FuzzTarget): fc.Arbitrary<string> {
  const names = target.query.map((q) => q.name);
  const strangeName = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('__proto__', 'constructor', 'a[b]', 'a.b', ''),
  );
  const randomName = names.length > 0 ? fc.oneof(fc.constantFrom(...names), strangeName) : strangeName;
  const generic = fc
    .array(fc.tuple(randomName, adversarialQueryValue), { maxLength: 4 })
    .map((entries) => queryString(entries));
  const rawBad = fc
    .tuple(randomName, fc.constantFrom('%', '%E0%A4%A', '%ED%A0%80', '%00', '%C0%AF', 'a%20b+c'))
    .map(([name, value]) => queryString([[name, value, true]]));
  if (target.query.length === 0) {
    return fc.oneof(
      { weight: 6, arbitrary: fc.constant('') },
      { weight: 2, arbitrary: generic },
      { weight: 1, arbitrary: rawBad },
    );
  }
  const model = Object.fromEntries(target.query.map((q) => [q.name, validValue(q.schema, q.name)]));
  const required = target.query.filter((q) => q.isRequired).map((q) => q.name);
  const valid = fc.record(model, { requiredKeys: required });
  const toText = (value: Record<string, unknown>) =>
    queryString(Object.entries(value).flatMap(([name, item]) => queryEntries(name, item)));
  const broken = fc
    .tuple(valid, fc.constantFrom(...names), adversarialQueryValue, fc.constantFrom('replace', 'drop', 'repeat'))
    .map(([value, name, bad, how]) => {
      const entries = Object.entries(value).flatMap(([key, item]) => queryEntries(key, item));
      if (how === 'drop') return queryString(entries.filter(([key]) => key !== name));
      if (how === 'repeat') return queryString([...entries, [name, bad]]);
      return queryString([...entries.filter(([key]) => key !== name), [name, bad]]);
    });
  return fc.oneof(
    { weight: 5, arbitrary: valid.map(toText) },
    { weight: 4, arbitrary: broken },
    { weight: 2, arbitrary: generic },
    { weight: 1, arbitrary: rawBad },
  );
}

const json = (payload: string, kind: string): Body => ({ payload, contentType: 'application/json', kind });

function formEncoded(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return `value=${encodeSegment(toJsonText(value))}`;
  return queryString(
    Object.entries(value).map(
      ([key, item]) => [key, typeof item === 'string' ? item : toJsonText(item)] as [string, string],
    ),
  );
}

function bodyArbitrary(schema: JsonSchema | undefined, isGet: boolean): fc.Arbitrary<Body> {
  const none = fc.constant<Body>({ kind: 'no body' });
  const valid = schema ? validValue(schema) : fc.jsonValue({ maxDepth: 2 });
  const options: fc.WeightedArbitrary<Body>[] = [
    {
      weight: 3,
      arbitrary: adversarialValue.map((value) => json(toJsonText(value), 'generic value')),
    },
    { weight: 2, arbitrary: fc.constantFrom(...rawBodies).map((text) => json(text, 'invalid JSON text')) },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, fc.constantFrom(...contentTypes)).map(([value, contentType]) => ({
        payload: contentType === 'application/x-www-form-urlencoded' ? formEncoded(value) : toJsonText(value),
        contentType,
        kind: `content type ${contentType}`,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        { payload: '', contentType: 'application/json', kind: 'empty JSON body' },
        { payload: '', kind: 'empty body, no content type' },
        { payload: '{}', kind: 'JSON without content type' },
        { payload: `{"a":"${'b'.repeat(1_100_000)}"}`, contentType: 'application/json', kind: 'body over 1 MiB' },
        { payload: 'b'.repeat(1_100_000), contentType: 'text/plain', kind: 'text over 1 MiB' },
      ),
    },
  ];
  if (schema) {
    options.push(
      { weight: 7, arbitrary: valid.map((value) => json(toJsonText(value), 'schema-valid')) },
      {
        weight: 7,
        arbitrary: fc
          .tuple(valid, fc.nat(), adversarialValue, fc.constantFrom(...mutations))
          .map(([value, pick, bad, how]) => json(toJsonText(mutate(value, pick, bad, how)), `mutated (${how})`)),
      },
    );
  } else if (!isGet) {
    options.push({ weight: 8, arbitrary: none }, { weight: 2, arbitrary: fc.constant(json('{}', 'empty object')) });
  }
  // GET: a body now and then (Fastify must not choke on one), mostly none.
  if (isGet) return fc.oneof({ weight: 12, arbitrary: none }, ...options.map((o) => ({ ...o, weight: 1 })));
  return fc.oneof(...options);
}

/** Headers around the body: nearly always SPEC's client's; now and then a CSRF refusal or a junk credential. */
const extraHeaders = fc.oneof(
  { weight: 20, arbitrary: fc.constant<Record<string, string>>({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { 'x-requested-with': 'fetch' },
      { origin: 'https://evil.example' },
      { authorization: 'Bearer ' },
      { authorization: `Bearer ${'A'.repeat(100)}` },
      { authorization: 'Basic dXNlcjpwYXNz' },
      { accept: 'application/xml' },
      { 'accept-language': 'en-US' },
      { 'content-encoding': 'gzip' },
      { cookie: `jornada_session=${'%E0%A4%A'.repeat(20)}; jornada_pos=${'x'.repeat(4000)}` },
    ),
  },
);

/** Every case of one route: valid, mutated and generic values in the path, the query and the body. */
export function caseArbitrary(target: FuzzTarget): fc.Arbitrary<FuzzCase> {
  const isGet = target.method === 'GET';
  return fc
    .record({
      path: pathArbitrary(target),
      query: queryArbitrary(target),
      body: bodyArbitrary(target.body, isGet),
      headers: extraHeaders,
      callerPick: fc.nat(),
      address: fc.integer({ min: 1, max: 16 }),
    })
    .map(({ path, query, body, headers, callerPick, address }) => ({
      method: target.method,
      url: query ? `${path}?${query}` : path,
      headers: { ...(body.contentType ? { 'content-type': body.contentType } : {}), ...headers },
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
      callerPick,
      remoteAddress: `10.50.0.${address}`,
      kind: body.kind,
    }));
}

/** A failing case in a form someone can replay (long payloads cut). */
export function describeCase(fuzzCase: FuzzCase): string {
  const payload = fuzzCase.payload;
  const shown =
    payload === undefined
      ? ''
      : ` body(${payload.length}): ${JSON.stringify(payload.length > 300 ? `${payload.slice(0, 300)}…` : payload)}`;
  const url = fuzzCase.url.length > 300 ? `${fuzzCase.url.slice(0, 300)}…(${fuzzCase.url.length})` : fuzzCase.url;
  return `${fuzzCase.method} ${url} ${JSON.stringify(fuzzCase.headers)} [${fuzzCase.kind}]${shown}`;
}
