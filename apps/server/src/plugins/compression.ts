import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing a few hundred bytes saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * What is compressed on the fly: JSON and text (a CSV report too: the browser unpacks it to the same
 * bytes), and the few text files the build does not precompress (the API docs' assets, say). Never an
 * event stream: each event must reach the browser at once, not when a compressor's buffer fills (its
 * route also writes the response itself). PDF, XLSX and ZIP are compressed formats already, and
 * @fastify/compress leaves them alone by their type (mime-db: not compressible).
 */
export function isCompressibleType(contentType: string): boolean {
  const type = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/event-stream') return false;
  return /^(application\/([\w.-]+\+)?json|application\/(javascript|xml)|text\/[\w.+-]+|image\/svg\+xml)$/.test(type);
}

/**
 * Responses above ~1 KB compressed with brotli or gzip as the browser accepts (with
 * `Vary: Accept-Encoding`). The built web's files are compressed once at build time and served as
 * they are (plugins/spa.ts, `preCompressed`): their `Content-Encoding` is set already, so this leaves
 * them alone. Registered before the routes: it hooks each route as it is added, after the shared
 * onSend hooks (the ETag of plugins/conditional-get.ts is taken on the uncompressed body, and a 304
 * has no body to compress).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Instead of the default, which would also compress any application/octet-stream download.
    customTypes: isCompressibleType,
    // Brotli's fastest useful level for answers made per request (the build's files use the highest).
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
