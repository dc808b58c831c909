import { describe, expect, it } from 'vitest';
import {
  pageCount,
  parsePage,
  parsePetitionId,
  parseStatusFilter,
  parseView,
  petitionsSearch,
} from './petition-search';

describe('petitions URL', () => {
  it('reads the view, falling back to the inbox', () => {
    expect(parseView('inbox')).toBe('inbox');
    expect(parseView('outbox')).toBe('outbox');
    expect(parseView('create')).toBe('create');
    expect(parseView(null)).toBe('inbox');
    expect(parseView('otra')).toBe('inbox');
    // A worker's default view is their own requests.
    expect(parseView(null, 'outbox')).toBe('outbox');
    expect(parseView('inbox', 'outbox')).toBe('inbox');
  });

  it('opens the inbox on pending and the outbox on everything', () => {
    expect(parseStatusFilter(null, 'inbox')).toBe('pending');
    expect(parseStatusFilter(null, 'outbox')).toBe('all');
    expect(parseStatusFilter('approved', 'inbox')).toBe('approved');
    expect(parseStatusFilter('all', 'inbox')).toBe('all');
    expect(parseStatusFilter('nope', 'outbox')).toBe('all');
  });

  it('reads the emailed petition id and the page', () => {
    expect(parsePetitionId('7')).toBe(7);
    expect(parsePetitionId('0')).toBeNull();
    expect(parsePetitionId('7a')).toBeNull();
    expect(parsePetitionId(null)).toBeNull();
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('x')).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(petitionsSearch({ view: 'inbox', status: 'pending' })).toBe('?view=inbox');
    expect(petitionsSearch({ view: 'inbox', status: 'all', page: 2 })).toBe('?view=inbox&status=all&page=2');
    expect(petitionsSearch({ view: 'outbox', status: 'all', id: 4 })).toBe('?view=outbox&id=4');
    expect(petitionsSearch({ view: 'create', status: 'approved', page: 3 })).toBe('?view=create');
  });

  it('counts pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });
});
