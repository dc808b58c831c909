import { describe, expect, it } from 'vitest';
import { slugifyCompanyName } from './slug';

describe('slugifyCompanyName', () => {
  it.each([
    ['Panadería Ejemplo S.L.', 'panaderia_ejemplo'],
    ['Talleres Norte, S.A.', 'talleres_norte'],
    ['Ñandú & Cía S.L.U.', 'nandu_cia'],
    ['123 Reformas', 'empresa_123_reformas'],
    ['S.L.', 'empresa'],
    ['AB', 'empresa_ab'],
  ])('%s → %s', (name, slug) => {
    expect(slugifyCompanyName(name)).toBe(slug);
    expect(slug).toMatch(/^[a-z][a-z0-9_]{2,62}$/);
  });
});
