import fc from 'fast-check';

/** The JSON Schema subset the OpenAPI document (zod → JSON Schema 2020-12, OpenAPI 3.1) uses for requests. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
}

/** The keywords this file turns into values; a schema using another one fails the test (see unknownKeywords). */
const understood = new Set([
  ...[
    'type',
    'properties',
    'required',
    'enum',
    'const',
    'anyOf',
    'oneOf',
    'allOf',
    'nullable',
    'minLength',
    'maxLength',
    'pattern',
    'format',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'items',
    'minItems',
    'maxItems',
  ],
  // Annotations and constraints generation can ignore (the fuzzer also sends invalid values on purpose).
  ...['default', 'description', 'title', 'examples', 'not', 'additionalProperties'],
]);

/** Keywords of a schema (nested ones included) that this generator does not know. */
export function unknownKeywords(schema: JsonSchema): string[] {
  const found = new Set<string>();
  const pending: unknown[] = [schema];
  while (pending.length > 0) {
    const item = pending.pop();
    if (!item || typeof item !== 'object') continue;
    const node = item as Record<string, unknown>;
    for (const key of Object.keys(node)) if (!understood.has(key)) found.add(key);
    if (node.properties) pending.push(...Object.values(node.properties as object));
    if (node.items) pending.push(node.items);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) if (Array.isArray(node[key])) pending.push(...node[key]);
  }
  return [...found];
}

/** Emails of demo people no test logs in as: existing rows without putting a caller's account at risk. */
const existingEmails = ['javier.moreno@jornada.test', 'marta.sanchez@jornada.test', 'pablo.diaz@jornada.test'];

/**
 * Well-formed values for fields whose zod refinements JSON Schema cannot carry (tax ids, DNI/NIE,
 * phones), so that bodies get past validation into the services more often.
 */
function hintsFor(name: string): string[] | undefined {
  if (/cif|nif|tax/i.test(name)) return ['B12345674', 'A58818501', '12345678Z'];
  if (/identification|dni/i.test(name)) return ['12345678Z', 'X1234567L', 'A12345678'];
  if (/phone|tlf|telefono/i.test(name)) return ['600123456', '+34911234567', '612345678'];
  return undefined;
}

/** Addresses the app's own email check takes (fc.emailAddress's RFC corner cases it mostly refuses). */
const plainEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9.]{0,15}[a-z0-9]$/),
    fc.constantFrom('example.com', 'correo.es', 'jornada.test'),
  )
  .map(([local, domain]) => `${local}@${domain}`);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
/**
 * Today's date, to which the demo's history and the API's date bounds (four years back, a year
 * ahead; periods of up to 366 days) are relative: so the generated days are this day's plus an
 * offset, which the seed decides (a case is replayed from the request its failure prints).
 */
const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
/** Mostly near today (two of them make a valid period half the time), sometimes years away or far off. */
const dateString = fc
  .oneof(
    { weight: 4, arbitrary: fc.integer({ min: -60, max: 60 }).map((days) => new Date(today + days * DAY_MS)) },
    { weight: 2, arbitrary: fc.integer({ min: -1900, max: 600 }).map((days) => new Date(today + days * DAY_MS)) },
    {
      weight: 1,
      arbitrary: fc.date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
    },
  )
  .map(isoDay);

const INT32 = 2 ** 31 - 1;

function integerBetween(min: number, max: number): fc.Arbitrary<number> {
  if (min > max) return fc.constant(min);
  const full =
    min >= -INT32 - 1 && max <= INT32
      ? fc.integer({ min, max })
      : fc.bigInt({ min: BigInt(Math.ceil(min)), max: BigInt(Math.floor(max)) }).map(Number);
  // Small values name rows that exist (ids, counts), so they reach past validation into the services.
  const low = fc.integer({ min, max: Math.min(max, min + 60) });
  const high = fc.integer({ min: Math.max(min, max - 2), max });
  return fc.oneof({ weight: 5, arbitrary: low }, { weight: 3, arbitrary: full }, { weight: 1, arbitrary: high });
}

function stringFor(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'date') return dateString;
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, 80));
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc.stringMatching(pattern, { size: 'small' }).filter((s) => s.length >= minLength && s.length <= maxLength);
  }
  const text = fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.string({ minLength, maxLength, unit: 'binary' }),
  );
  const hints = hintsFor(name);
  if (hints) return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hints) }, { weight: 1, arbitrary: text });
  if (/email/i.test(name)) {
    return fc.oneof(
      { weight: 3, arbitrary: plainEmail },
      { weight: 1, arbitrary: fc.emailAddress().filter((e) => e.length >= minLength && e.length <= maxLength) },
      { weight: 1, arbitrary: fc.constantFrom(...existingEmails) },
      { weight: 1, arbitrary: text },
    );
  }
  if (/^(at|.*_at|timestamp|since)$/i.test(name)) {
    const instant = fc.integer({ min: -400 * 24, max: 60 * 24 }).map((hours) => new Date(today + hours * 3_600_000));
    // ISO instants, Madrid wall-clock minutes (yyyy-MM-ddTHH:mm) and plain days: the forms the API takes.
    return fc.oneof(
      instant.map((d) => d.toISOString()),
      instant.map((d) => d.toISOString().slice(0, 16)),
      instant.map(isoDay),
      text,
    );
  }
  return text;
}

function numberFor(schema: JsonSchema): fc.Arbitrary<number> {
  const isExclusiveMin = schema.exclusiveMinimum === true;
  const isExclusiveMax = schema.exclusiveMaximum === true;
  const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : (schema.minimum ?? -1e9);
  const max = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : (schema.maximum ?? 1e9);
  const minExcluded = isExclusiveMin || typeof schema.exclusiveMinimum === 'number';
  const maxExcluded = isExclusiveMax || typeof schema.exclusiveMaximum === 'number';
  return fc.oneof(
    fc.double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true }),
    integerBetween(Math.ceil(min + (minExcluded ? 1e-9 : 0)), Math.floor(max - (maxExcluded ? 1e-9 : 0))),
  );
}

/**
 * Values the schema accepts (as far as JSON Schema can say: zod refinements are not in it), so a
 * good share of the cases gets past validation into the services. `name` is the property's, for
 * a few hints (emails).
 */
export function validValue(schema: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
  const base = baseValue(schema, name, depth);
  return schema.nullable ? fc.option(base, { nil: null, freq: 6 }) : base;
}

function baseValue(schema: JsonSchema, name: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validValue(s, name, depth)));
  if (schema.allOf) return validValue(Object.assign({}, ...schema.allOf), name, depth);
  // OpenAPI 3.1 says a nullable or a union of primitives as a list of types (`['integer', 'null']`).
  if (Array.isArray(schema.type) && schema.type.length > 1) {
    return fc.oneof(
      ...schema.type.map((type) => ({
        arbitrary: baseValue({ ...schema, type }, name, depth),
        weight: type === 'null' ? 1 : 6,
      })),
    );
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, name);
    case 'integer':
      return integerBetween(schema.minimum ?? -1_000_000, schema.maximum ?? 1_000_000);
    case 'number':
      return numberFor(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 5, 5));
      return fc.array(schema.items ? validValue(schema.items, name, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        minLength,
        maxLength,
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0) return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue());
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, validValue(value, key, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
