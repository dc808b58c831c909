import { describe, expect, it } from 'vitest';
import { createEtagMemory } from './etag-memory';

describe('createEtagMemory', () => {
  it('keeps at most its size, dropping the least recently used', () => {
    const memory = createEtagMemory(2);
    memory.remember('/a', 'W/"a"', 1);
    memory.remember('/b', 'W/"b"', 2);
    expect(memory.recall('/a')?.body).toBe(1);
    memory.remember('/c', 'W/"c"', 3);
    expect(memory.recall('/b')).toBeUndefined();
    expect(memory.recall('/a')).toEqual({ etag: 'W/"a"', body: 1 });
    expect(memory.recall('/c')).toEqual({ etag: 'W/"c"', body: 3 });
    memory.forget('/c');
    expect(memory.recall('/c')).toBeUndefined();
  });
});
