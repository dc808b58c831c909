import { describe, expect, it } from 'vitest';
import { ID_INVALID_MESSAGE, idSchema, MAX_ID, NOT_FOUND_ISSUE, pathIdSchema } from './id';

describe('idSchema (body and query ids)', () => {
  it('takes 1..2147483647, as a number or its digits', () => {
    expect(idSchema().parse(1)).toBe(1);
    expect(idSchema().parse('2147483647')).toBe(MAX_ID);
  });

  it('refuses 0, fractions, past the integer range and non-numbers with the given message', () => {
    for (const value of [0, -3, 1.5, MAX_ID + 1, 2 ** 53, '1e999', 'abc']) {
      const result = idSchema('Persona no válida').safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Persona no válida');
    }
  });
});

describe('pathIdSchema (path ids)', () => {
  const schema = pathIdSchema('Turno no encontrado');

  it('past the integer range: the not-found message, marked for a 404', () => {
    for (const value of ['2147483648', '9007199254740993', '99999999999999999999']) {
      const issue = schema.safeParse(value).error?.issues[0];
      expect(issue?.message, value).toBe('Turno no encontrado');
      expect(issue && 'params' in issue ? issue.params : undefined).toEqual(NOT_FOUND_ISSUE);
    }
  });

  it('not a positive whole number: the invalid message, no 404 mark', () => {
    for (const value of ['0', '-1', '1.5', 'abc', '1e999']) {
      const issue = schema.safeParse(value).error?.issues[0];
      expect(issue?.message, value).toBe(ID_INVALID_MESSAGE);
      expect(issue && 'params' in issue ? issue.params : undefined).toBeUndefined();
    }
    expect(schema.parse('42')).toBe(42);
  });
});
