import { z } from 'zod';

/**
 * Zod's own messages (wrong types, limits, formats) in plain Spanish, for the schemas that give no
 * message of their own. zod's bundled 'es' locale reads oddly ('se esperaba número, recibido
 * número' for 1e999, 'se esperaba que int fuera <=9007199254740991', 'recibido arreglo'); these say
 * what is wrong the way a person would. Imported once by each app's entry.
 */

type Issue = z.core.$ZodRawIssue;

/** What a value is, as the end of 'se esperaba …' and after 'no …'. */
const kinds: Record<string, string> = {
  string: 'texto',
  number: 'un número',
  int: 'un número entero',
  bigint: 'un número entero',
  boolean: 'verdadero o falso',
  array: 'una lista',
  tuple: 'una lista',
  object: 'un objeto',
  record: 'un objeto',
  map: 'un mapa',
  set: 'un conjunto',
  date: 'una fecha',
  file: 'un archivo',
  null: 'un valor nulo',
  nan: 'un número',
  symbol: 'un símbolo',
  function: 'una función',
  promise: 'una promesa',
};

const formats: Record<string, string> = {
  email: 'El email no es válido',
  url: 'La URL no es válida',
  uuid: 'El identificador no es válido',
  date: 'La fecha no es válida (yyyy-MM-dd)',
  datetime: 'La fecha y hora no son válidas',
  time: 'La hora no es válida (HH:mm)',
  lowercase: 'Debe estar en minúsculas',
  uppercase: 'Debe estar en mayúsculas',
};

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  return typeof value;
}

function typeMessage(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  const expected = kinds[issue.expected] ?? issue.expected;
  const input = issue.input;
  if (input === undefined) return `Entrada inválida: falta el valor (se esperaba ${expected})`;
  if (typeof input === 'number' && (issue.expected === 'number' || issue.expected === 'int')) {
    if (Number.isNaN(input)) return `Entrada inválida: se esperaba ${expected}`;
    if (!Number.isFinite(input)) return 'Entrada inválida: debe ser un número finito';
    return 'Entrada inválida: debe ser un número entero';
  }
  const received = kinds[kindOf(input)];
  return received
    ? `Entrada inválida: se esperaba ${expected}, no ${received}`
    : `Entrada inválida: se esperaba ${expected}`;
}

const plural = (count: number | bigint, one: string, many: string) => `${count} ${Number(count) === 1 ? one : many}`;

/** 'caracteres' / 'elementos' for things with a length or size; null for numbers and dates. */
function unitOf(origin: string, count: number | bigint): string | null {
  if (origin === 'string') return plural(count, 'carácter', 'caracteres');
  if (origin === 'array' || origin === 'set') return plural(count, 'elemento', 'elementos');
  if (origin === 'file') return plural(count, 'byte', 'bytes');
  return null;
}

function bound(value: number | bigint | Date): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}

function tooBigMessage(issue: Extract<Issue, { code: 'too_big' }>): string {
  const sized = unitOf(issue.origin, issue.maximum as number | bigint);
  if (sized) return `Debe tener como máximo ${sized}`;
  if (issue.origin === 'int' && issue.maximum === Number.MAX_SAFE_INTEGER) return 'El número es demasiado grande';
  const max = bound(issue.maximum as number | bigint | Date);
  return issue.inclusive ? `Debe ser como máximo ${max}` : `Debe ser menor que ${max}`;
}

function tooSmallMessage(issue: Extract<Issue, { code: 'too_small' }>): string {
  const minimum = issue.minimum as number | bigint;
  if (issue.origin === 'string' && Number(minimum) === 1 && issue.inclusive) return 'No puede estar vacío';
  const sized = unitOf(issue.origin, minimum);
  if (sized) return `Debe tener al menos ${sized}`;
  if (issue.origin === 'int' && issue.minimum === Number.MIN_SAFE_INTEGER) return 'El número es demasiado pequeño';
  const min = bound(issue.minimum as number | bigint | Date);
  return issue.inclusive ? `Debe ser como mínimo ${min}` : `Debe ser mayor que ${min}`;
}

function formatMessage(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  if (issue.format === 'starts_with' && 'prefix' in issue) return `Debe empezar por «${issue.prefix}»`;
  if (issue.format === 'ends_with' && 'suffix' in issue) return `Debe terminar en «${issue.suffix}»`;
  if (issue.format === 'includes' && 'includes' in issue) return `Debe contener «${issue.includes}»`;
  return formats[issue.format] ?? 'El formato no es válido';
}

const shown = (value: unknown) => (typeof value === 'string' ? `«${value}»` : String(value));
const listed = (values: readonly unknown[]) => values.map(shown).join(', ');

export function spanishIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue);
    case 'invalid_value':
      return issue.values.length === 1
        ? `Entrada inválida: se esperaba ${shown(issue.values[0])}`
        : `Opción no válida: debe ser una de ${listed(issue.values)}`;
    case 'too_big':
      return tooBigMessage(issue);
    case 'too_small':
      return tooSmallMessage(issue);
    case 'invalid_format':
      return formatMessage(issue);
    case 'not_multiple_of':
      return `Debe ser múltiplo de ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `Campo no admitido: ${shown(issue.keys[0])}`
        : `Campos no admitidos: ${listed(issue.keys)}`;
    case 'invalid_key':
      return 'Entrada inválida: hay una clave no válida';
    case 'invalid_union':
      return 'Entrada inválida: no tiene ninguna de las formas admitidas';
    case 'invalid_element':
      return 'Entrada inválida: hay un elemento no válido';
    default:
      return 'Entrada inválida';
  }
}

z.config({ localeError: spanishIssueMessage });
