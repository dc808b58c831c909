import { describe, expect, it } from 'vitest';
import { gestoriaListSearch, parseGestoriaId, parseGestoriaListParams } from './gestoria-list-params';

describe('gestorías list in the URL', () => {
  it('round-trips search, page and the create dialog', () => {
    const params = { search: 'asesoría', page: 3, isCreating: true };
    const search = gestoriaListSearch(params);
    expect(search.get('search')).toBe('asesoría');
    expect(search.get('page')).toBe('3');
    expect(search.get('nueva')).toBe('1');
    expect(parseGestoriaListParams(search)).toEqual(params);
  });

  it('reads an empty or hand-edited URL as the first page, no search, no dialog', () => {
    expect(parseGestoriaListParams(new URLSearchParams(''))).toEqual({ search: '', page: 1, isCreating: false });
    expect(parseGestoriaListParams(new URLSearchParams('page=-2&nueva=si&search=%20%20'))).toEqual({
      search: '',
      page: 1,
      isCreating: false,
    });
  });

  it('leaves the first page, a blank search and a closed dialog out of the URL', () => {
    expect(gestoriaListSearch({ search: '  ', page: 1, isCreating: false }).toString()).toBe('');
  });

  it('cuts a search longer than the server accepts', () => {
    const long = 'a'.repeat(150);
    expect(parseGestoriaListParams(new URLSearchParams({ search: long })).search).toHaveLength(100);
  });
});

describe('parseGestoriaId', () => {
  it('reads a positive whole number', () => {
    expect(parseGestoriaId('12')).toBe(12);
  });

  it.each([undefined, '', '0', '-1', 'abc', '1.5', '99999999999999999999'])('gives null for %s', (value) => {
    expect(parseGestoriaId(value)).toBeNull();
  });
});
