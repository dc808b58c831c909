import type { Plugin } from 'vite';

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

export function appShellChunks(): (id: string, ctx: ChunkingContext) => string | null;
export function dateFnsSpanishDefault(): Plugin;
