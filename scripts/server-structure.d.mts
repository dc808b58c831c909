/** The figures `node scripts/server-structure.mjs` prints, as the architecture test reads them. */
export interface ServerStructure {
  nodes: number;
  /** Folder -> the folders it imports. */
  edges: Record<string, string[]>;
  folderArrows: number;
  moduleArrows: number;
  largestCycle: number;
  cycles: string[][];
  mutualPairs: string[];
  lowerLayerImports: string[];
  crossModuleRepositoryImports: string[];
}

export function measure(): ServerStructure;
export function nodeOf(file: string): string;
