import http from 'node:http';

/**
 * A round-robin HTTP proxy for the capacity bench when nginx is not installed:
 * `capacity-proxy.ts <port> <upstream port>…`. Each request goes to the next instance; bodies and
 * answers are piped, so Server-Sent Events flow through as they are written.
 */
const [port, ...upstreams] = process.argv.slice(2).map(Number);
if (!port || upstreams.length === 0) throw new Error('uso: capacity-proxy.ts <puerto> <puerto de instancia>…');

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
let next = 0;

const server = http.createServer((request, response) => {
  const upstream = upstreams[next++ % upstreams.length] as number;
  const forwarded = http.request(
    {
      host: '127.0.0.1',
      port: upstream,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
      agent: request.headers.accept === 'text/event-stream' ? false : agent,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  forwarded.on('error', () => {
    if (!response.headersSent) response.writeHead(502).end();
    else response.destroy();
  });
  // The browser went away (a stream closed): end the upstream request too.
  response.on('close', () => {
    if (!response.writableFinished) forwarded.destroy();
  });
  request.pipe(forwarded);
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1');
process.once('SIGTERM', () => process.exit(0));
process.once('SIGQUIT', () => process.exit(0));
