import { createHash } from 'node:crypto';
import type { DigestLeaf } from '../../db/schema';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The text a leaf is hashed from: prefixes keep a leaf from ever reading as an inner node (ADR 008). */
export function leafLine(leaf: DigestLeaf): string {
  return `jornada-leaf:${leaf.employee_id}:${leaf.events}:${leaf.head_hash}`;
}

export function leafHash(leaf: DigestLeaf): string {
  return sha256(leafLine(leaf));
}

function nodeHash(left: string, right: string): string {
  return sha256(`jornada-node:${left}:${right}`);
}

export const EMPTY_ROOT = sha256('jornada-empty');

/** The leaves in the one order the tree is built over: by employee_id. */
export function sortLeaves(leaves: readonly DigestLeaf[]): DigestLeaf[] {
  return [...leaves].sort((a, b) => a.employee_id - b.employee_id);
}

/**
 * Merkle root over the leaves sorted by employee_id: each level hashes its nodes in pairs, left to
 * right, and a last node without a partner goes up unchanged. One leaf is its own root.
 */
export function merkleRoot(leaves: readonly DigestLeaf[]): string {
  let level = sortLeaves(leaves).map(leafHash);
  if (level.length === 0) return EMPTY_ROOT;
  while (level.length > 1) {
    const next: string[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as string;
      const right = level[i + 1];
      next.push(right === undefined ? left : nodeHash(left, right));
    }
    level = next;
  }
  return level[0] as string;
}
