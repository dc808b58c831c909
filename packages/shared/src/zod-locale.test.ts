import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-locale';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('zod messages in plain Spanish', () => {
  it('wrong types say what was expected and what came instead', () => {
    expect(messageOf(z.string(), ['a'])).toBe('Entrada inválida: se esperaba texto, no una lista');
    expect(messageOf(z.string(), 42)).toBe('Entrada inválida: se esperaba texto, no un número');
    expect(messageOf(z.array(z.string()), 'a')).toBe('Entrada inválida: se esperaba una lista, no texto');
    expect(messageOf(z.number(), null)).toBe('Entrada inválida: se esperaba un número, no un valor nulo');
    expect(messageOf(z.boolean(), {})).toBe('Entrada inválida: se esperaba verdadero o falso, no un objeto');
    expect(messageOf(z.object({}), undefined)).toBe('Entrada inválida: falta el valor (se esperaba un objeto)');
  });

  it('numbers: not finite, not a number, not whole', () => {
    expect(messageOf(z.coerce.number(), '1e999')).toBe('Entrada inválida: debe ser un número finito');
    expect(messageOf(z.number(), Number.NEGATIVE_INFINITY)).toBe('Entrada inválida: debe ser un número finito');
    expect(messageOf(z.coerce.number(), 'abc')).toBe('Entrada inválida: se esperaba un número');
    expect(messageOf(z.number().int(), 1.5)).toBe('Entrada inválida: debe ser un número entero');
  });

  it('limits read as at most / at least, with units for lengths', () => {
    expect(messageOf(z.number().max(2147483647), 2147483648)).toBe('Debe ser como máximo 2147483647');
    expect(messageOf(z.number().lt(10), 10)).toBe('Debe ser menor que 10');
    expect(messageOf(z.number().min(1), 0)).toBe('Debe ser como mínimo 1');
    expect(messageOf(z.number().positive(), 0)).toBe('Debe ser mayor que 0');
    expect(messageOf(z.number().int(), 2 ** 60)).toBe('El número es demasiado grande');
    expect(messageOf(z.string().max(3), 'abcd')).toBe('Debe tener como máximo 3 caracteres');
    expect(messageOf(z.string().max(1), 'ab')).toBe('Debe tener como máximo 1 carácter');
    expect(messageOf(z.string().min(1), '')).toBe('No puede estar vacío');
    expect(messageOf(z.string().min(8), 'abc')).toBe('Debe tener al menos 8 caracteres');
    expect(messageOf(z.array(z.number()).min(1), [])).toBe('Debe tener al menos 1 elemento');
    expect(messageOf(z.array(z.number()).max(2), [1, 2, 3])).toBe('Debe tener como máximo 2 elementos');
    expect(messageOf(z.number().multipleOf(5), 3)).toBe('Debe ser múltiplo de 5');
  });

  it('formats, options and keys', () => {
    expect(messageOf(z.email(), 'x')).toBe('El email no es válido');
    expect(messageOf(z.url(), 'x')).toBe('La URL no es válida');
    expect(messageOf(z.iso.date(), '2026-02-30')).toBe('La fecha no es válida (yyyy-MM-dd)');
    expect(messageOf(z.string().regex(/^a$/), 'b')).toBe('El formato no es válido');
    expect(messageOf(z.string().startsWith('ES'), 'FR')).toBe('Debe empezar por «ES»');
    expect(messageOf(z.enum(['csv', 'pdf']), 'doc')).toBe('Opción no válida: debe ser una de «csv», «pdf»');
    expect(messageOf(z.literal(true), false)).toBe('Entrada inválida: se esperaba true');
    expect(messageOf(z.strictObject({}), { a: 1 })).toBe('Campo no admitido: «a»');
    expect(messageOf(z.strictObject({}), { a: 1, b: 2 })).toBe('Campos no admitidos: «a», «b»');
    expect(messageOf(z.union([z.string(), z.number()]), true)).toBe(
      'Entrada inválida: no tiene ninguna de las formas admitidas',
    );
    expect(
      messageOf(
        z.string().refine(() => false),
        'x',
      ),
    ).toBe('Entrada inválida');
  });

  it('a schema’s own message still wins', () => {
    expect(messageOf(z.string({ error: 'El nombre es requerido' }), undefined)).toBe('El nombre es requerido');
    expect(messageOf(z.number().max(5, 'Como mucho 5'), 6)).toBe('Como mucho 5');
  });
});
