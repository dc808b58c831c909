import { describe, expect, it } from 'vitest';
// The same measure anyone runs by hand: `node scripts/server-structure.mjs`.
import { measure } from '../../../scripts/server-structure.mjs';

/**
 * The server's modules are boundaries: the lower layers (plugins, access, lib, db) import no module, a
 * module reaches another only through its service, and folders do not tie themselves into cycles (a
 * cycle means neither side can change, or be tested, without the other). Biome refuses the first two
 * file by file; this checks the whole graph, cycles included.
 */
describe('server module boundaries', () => {
  const structure = measure();

  it('plugins, access, lib and db import no module', () => {
    expect(structure.lowerLayerImports).toEqual([]);
  });

  it('no module imports another module’s repository', () => {
    expect(structure.crossModuleRepositoryImports).toEqual([]);
  });

  it('no two folders import each other, and no cycle of folders is longer than three', () => {
    expect(structure.mutualPairs).toEqual([]);
    expect(structure.cycles.filter((cycle) => cycle.length > 3)).toEqual([]);
  });

  it('the measure sees the graph: dozens of folders and the arrows between them', () => {
    expect(structure.nodes).toBeGreaterThan(30);
    expect(structure.moduleArrows).toBeGreaterThan(50);
  });
});
