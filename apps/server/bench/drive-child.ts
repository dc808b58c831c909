import autocannon, { type Options, type Result } from 'autocannon';
import type { DriveRequest, RunSummary } from './workload';

/** The load generator, in its own process so it never shares the server's event loop. */
function optionsFor({ url, connections, duration, headers, workload }: DriveRequest): Options {
  // pipelining 1: a connection sends its next request only after the previous response, so a
  // connection's start/end sequence cannot overtake itself. A generous timeout: a timed-out
  // request would make autocannon move on to the next step and break the cycle.
  const base = { url, connections, duration, pipelining: 1, timeout: 30, headers };
  if (workload.kind === 'rotate') {
    let next = 0;
    const { items, path } = workload;
    return {
      ...base,
      requests: [
        {
          method: workload.method,
          path,
          body: workload.body,
          setupRequest: (request) => {
            const item = items[next++ % items.length] ?? {};
            return {
              ...request,
              path: item.query ? `${path}?${item.query}` : path,
              headers: { ...request.headers, ...(item.cookie ? { cookie: item.cookie } : {}) },
            };
          },
        },
      ],
    };
  }
  let nextClient = 0;
  const { cookies, steps, body } = workload;
  if (cookies.length < connections) throw new Error(`hacen falta ${connections} usuarios y hay ${cookies.length}`);
  return {
    ...base,
    setupClient: (client) => {
      const cookie = cookies[nextClient++] as string;
      client.setRequests(
        steps.map((step) => ({ method: step.method, path: step.path, body, headers: { ...headers, cookie } })),
      );
    },
  };
}

function summarize(result: Result): RunSummary {
  const cpu = process.cpuUsage();
  const statusCodes: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = count;
  return {
    durationSeconds: result.duration,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      average: result.latency.average,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    loadGeneratorCpuMs: (cpu.user + cpu.system) / 1000,
  };
}

// The bench stopped (Ctrl-C, failure): no one is waiting for the figures.
process.once('disconnect', () => process.exit(0));

process.once('message', (request: DriveRequest) => {
  autocannon(optionsFor(request)).then(
    (result) => process.send?.(summarize(result), () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
