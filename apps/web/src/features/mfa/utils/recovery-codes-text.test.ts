import { describe, expect, it } from 'vitest';
import { groupSecret, recoveryCodesText } from './recovery-codes-text';

describe('recoveryCodesText', () => {
  it('names the account and the day, then one code per line', () => {
    const text = recoveryCodesText(['ABCDE-FGHJK', 'MNPQR-STUVW'], 'ana@empresa.es', '05/03/2026');
    expect(text.split('\n')).toEqual([
      'Jornada · códigos de recuperación de la verificación en dos pasos',
      'Cuenta: ana@empresa.es',
      'Generados el 05/03/2026',
      'Cada código sirve una sola vez. Guárdalos en un lugar seguro.',
      '',
      'ABCDE-FGHJK',
      'MNPQR-STUVW',
      '',
    ]);
  });
});

describe('groupSecret', () => {
  it('splits the base32 secret in groups of four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJB')).toBe('JBSW Y3DP EHPK 3PXP JB');
    expect(groupSecret('')).toBe('');
  });
});
