import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EMPTY_ROOT, leafHash, leafLine, merkleRoot } from './merkle-root';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hashOf = (n: number) => sha256(`evento ${n}`);
const leaf = (employee_id: number, events: number) => ({
  employee_id,
  events,
  head_hash: hashOf(employee_id * 100 + events),
});
const node = (left: string, right: string) => sha256(`jornada-node:${left}:${right}`);

describe('the digest Merkle tree (ADR 008)', () => {
  it('hashes a leaf from its canonical line', () => {
    const one = leaf(7, 12);
    expect(leafLine(one)).toBe(`jornada-leaf:7:12:${one.head_hash}`);
    expect(leafHash(one)).toBe(sha256(`jornada-leaf:7:12:${one.head_hash}`));
  });

  it('an empty company has the fixed empty root; one leaf is its own root', () => {
    expect(merkleRoot([])).toBe(EMPTY_ROOT);
    expect(EMPTY_ROOT).toBe(sha256('jornada-empty'));
    expect(merkleRoot([leaf(3, 4)])).toBe(leafHash(leaf(3, 4)));
  });

  it('hashes pairs left to right and promotes an odd last node unchanged', () => {
    const [a, b, c, d, e] = [leaf(1, 2), leaf(2, 5), leaf(4, 1), leaf(9, 30), leaf(12, 8)].map(leafHash) as string[];
    expect(merkleRoot([leaf(1, 2), leaf(2, 5), leaf(4, 1)])).toBe(node(node(a as string, b as string), c as string));
    const five = [leaf(1, 2), leaf(2, 5), leaf(4, 1), leaf(9, 30), leaf(12, 8)];
    const expected = node(node(node(a as string, b as string), node(c as string, d as string)), e as string);
    expect(merkleRoot(five)).toBe(expected);
  });

  it('is built over the leaves sorted by employee id, whatever order they come in', () => {
    const leaves = [leaf(12, 8), leaf(1, 2), leaf(9, 30), leaf(4, 1)];
    expect(merkleRoot(leaves)).toBe(merkleRoot([...leaves].sort((x, y) => x.employee_id - y.employee_id)));
  });

  it('changes with any field of any leaf', () => {
    const leaves = [leaf(1, 2), leaf(2, 5), leaf(4, 1)];
    const root = merkleRoot(leaves);
    expect(merkleRoot([leaf(1, 2), leaf(2, 5), { ...leaf(4, 1), events: 2 }])).not.toBe(root);
    expect(merkleRoot([leaf(1, 2), { ...leaf(2, 5), head_hash: hashOf(0) }, leaf(4, 1)])).not.toBe(root);
    expect(merkleRoot([leaf(1, 2), { ...leaf(2, 5), employee_id: 3 }, leaf(4, 1)])).not.toBe(root);
    expect(merkleRoot([leaf(1, 2), leaf(2, 5)])).not.toBe(root);
  });

  it('pins the published definition with a fixed vector', () => {
    const head = 'a'.repeat(64);
    const leaves = [
      { employee_id: 1, events: 1, head_hash: head },
      { employee_id: 2, events: 2, head_hash: head },
      { employee_id: 3, events: 3, head_hash: head },
    ];
    expect(merkleRoot(leaves)).toBe(FIXED_ROOT);
  });
});

// Computed independently (Python's hashlib) from the ADR's definition.
const FIXED_ROOT = '06490e0655a2e76a6fed61df689b46d81af76ddb3ff65080508d9592bdd74408';
