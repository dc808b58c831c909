import * as yauzl from 'yauzl';
import { ZipFile } from 'yazl';

/** Every file of a ZIP, whole (tests only: the bundles they read are small). */
export async function unzip(zipBuffer: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const zip = await yauzl.fromBufferPromise(zipBuffer, { lazyEntries: true });
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of (await zip.openReadStreamPromise(entry)) as AsyncIterable<Buffer>) chunks.push(chunk);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  return files;
}

/** A ZIP of these files, in this order: how a tampered bundle is rebuilt. */
export async function zipOf(files: Map<string, Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, body] of files) zip.addBuffer(body, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
