import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/test-app';
import { sqlCall, sqlLiteral } from './sql-literal';

describe('sqlLiteral', () => {
  it('writes each kind of value as PostgreSQL reads it back', async () => {
    const ctx = await createTestContext({ seed: false });
    try {
      const values = [
        null,
        true,
        -3.70381,
        '12345678901234567890',
        new Date('2026-03-29T00:59:59.123Z'),
        'O\'Brien \\ said "hola" -- ; commit',
        { observaciones: "l'hora\\n", n: [1, 2] },
      ];
      const types = ['text', 'boolean', 'double precision', 'numeric', 'timestamptz', 'text', 'jsonb'];
      const text = values.map((v, i) => `${sqlLiteral(v)}::${types[i]} as c${i}`).join(', ');
      const [row] = await ctx.superuserQuery<Record<string, unknown>>(`select ${text}`);
      expect(row).toEqual({
        c0: null,
        c1: true,
        c2: -3.70381,
        c3: '12345678901234567890',
        c4: new Date('2026-03-29T00:59:59.123Z'),
        c5: 'O\'Brien \\ said "hola" -- ; commit',
        c6: { observaciones: "l'hora\\n", n: [1, 2] },
      });
    } finally {
      await ctx.close();
    }
  });

  it('refuses what it cannot write exactly', () => {
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    expect(() => sqlLiteral(Number.POSITIVE_INFINITY)).toThrow();
    expect(() => sqlLiteral('a\u0000b')).toThrow();
    expect(() => sqlLiteral(() => 1)).toThrow();
    expect(
      sqlCall('f', [
        [1, 'integer'],
        ["l'x", 'text'],
        [null, 'jsonb'],
      ]),
    ).toBe("f(1::integer, 'l''x'::text, NULL::jsonb)");
  });
});
