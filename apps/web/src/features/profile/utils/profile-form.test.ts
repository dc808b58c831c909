import { describe, expect, it } from 'vitest';
import { profileFormSchema } from './profile-form';

describe('profileFormSchema', () => {
  it('normalises the phone to +34 like the server (SPEC §5)', () => {
    expect(profileFormSchema(true).parse({ name: ' Lucía ', phone: '600 11 22 33' })).toEqual({
      name: 'Lucía',
      phone: '+34600112233',
    });
  });

  it('requires the phone once the profile has one', () => {
    const result = profileFormSchema(true).safeParse({ name: 'Lucía', phone: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('El teléfono es requerido');
  });

  it('lets someone without a phone keep it empty (sent as no phone)', () => {
    expect(profileFormSchema(false).parse({ name: 'Pablo', phone: '' })).toEqual({ name: 'Pablo', phone: undefined });
    expect(profileFormSchema(false).parse({ name: 'Pablo', phone: '612345678' }).phone).toBe('+34612345678');
  });

  it('answers in Spanish for a bad phone or an empty name', () => {
    const result = profileFormSchema(false).safeParse({ name: '  ', phone: '12' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'El nombre es requerido',
      'El teléfono debe tener entre 9 y 15 dígitos y puede empezar por +',
    ]);
  });
});
