import { describe, expect, it } from 'vitest';
import { pageCount, pageRange, parsePage } from './paging';

describe('paging', () => {
  it('counts pages, never fewer than one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('says which rows a page shows', () => {
    expect(pageRange(1, 20, 0)).toEqual({ first: 0, last: 0 });
    expect(pageRange(1, 20, 45)).toEqual({ first: 1, last: 20 });
    expect(pageRange(3, 20, 45)).toEqual({ first: 41, last: 45 });
  });

  it('reads a page from the URL, 1 for anything else', () => {
    expect(parsePage('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'dos']) expect(parsePage(bad)).toBe(1);
  });
});
