import { createHash } from 'node:crypto';
import * as yauzl from 'yauzl';

/** A bundle's ZIP as verify-bundle reads it: every file hashed as it streams, the small ones it parses kept. */

export interface ReadEntry {
  sha256: string;
  bytes: number;
}

export interface ReadBundleZip {
  entries: Map<string, ReadEntry>;
  /** The files at the ZIP's root that are read, not only hashed: the manifest, its signature, the JSONL and the CSV. */
  bodies: Map<string, Buffer>;
}

const isKept = (name: string) => !name.includes('/') && /\.(json|sig|jsonl|csv)$/.test(name);

export async function readBundleZip(path: string, problems: string[]): Promise<ReadBundleZip> {
  const entries = new Map<string, ReadEntry>();
  const bodies = new Map<string, Buffer>();
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: true }).catch((error: Error) => {
    throw new Error(`No se puede abrir ${path} como ZIP: ${error.message}`);
  });
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      try {
        const stream = await zip.openReadStreamPromise(entry);
        const hash = createHash('sha256');
        const chunks: Buffer[] = [];
        const keep = isKept(entry.fileName);
        let bytes = 0;
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          hash.update(chunk);
          bytes += chunk.length;
          if (keep) chunks.push(chunk);
        }
        entries.set(entry.fileName, { sha256: hash.digest('hex'), bytes });
        if (keep) bodies.set(entry.fileName, Buffer.concat(chunks));
      } catch (error) {
        problems.push(
          `${entry.fileName}: no se puede leer del ZIP (${(error as Error).message}): está dañado o modificado`,
        );
      }
    }
  } finally {
    zip.close();
  }
  return { entries, bodies };
}
