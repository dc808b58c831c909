import { describe, expect, it } from 'vitest';
import { filterClients, hasClientSearch } from './client-search';

const clients = [{ name: 'Panadería Ejemplo S.L.' }, { name: 'Talleres Norte S.L.' }, { name: 'Óptica Sur' }];

describe('client search', () => {
  it('finds names without minding case or accents', () => {
    expect(filterClients(clients, 'panaderia')).toEqual([{ name: 'Panadería Ejemplo S.L.' }]);
    expect(filterClients(clients, 'ÓPTICA')).toEqual([{ name: 'Óptica Sur' }]);
  });

  it('needs every word, in any order', () => {
    expect(filterClients(clients, 'norte talleres')).toEqual([{ name: 'Talleres Norte S.L.' }]);
    expect(filterClients(clients, 'norte sur')).toEqual([]);
  });

  it('keeps everyone for an empty search', () => {
    expect(filterClients(clients, '   ')).toHaveLength(3);
  });

  it('offers the search only when the list is long', () => {
    expect(hasClientSearch(2)).toBe(false);
    expect(hasClientSearch(6)).toBe(true);
  });
});
