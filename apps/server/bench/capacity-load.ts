import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Pool } from 'undici';
import { type ClockSummary, createClockActions } from './capacity-clock';
import {
  type CapacityMode,
  intervalOf,
  MANAGER_LIST_EVERY_MS,
  MANAGER_LIST_ROWS,
  type Poll,
  pollsOf,
} from './capacity-schedule';
import type { CapacityClient } from './capacity-seed';
import { type Percentiles, percentiles, Recorder, type RequestStats } from './capacity-stats';
import { holdStream, newStreamCounters, type StreamCounters, type StreamMessage } from './capacity-streams';

/** What the orchestrator asks of one load run (plain data over IPC). */
export interface LoadRequest {
  url: string;
  mode: CapacityMode;
  warmupSeconds: number;
  durationSeconds: number;
  clients: CapacityClient[];
  /** Keep-alive connections the polls share (the streams have one each). */
  pollConnections: number;
  /** Clock actions per worker and hour (start or end, by the worker's state). */
  clockRatePerHour: number;
  /** Streams opened per second at the start (push mode). */
  streamOpenPerSecond: number;
  /**
   * The morning wave instead of the Poisson clock actions: each listed worker clocks in once, `atMs`
   * after the measurement starts.
   */
  wave?: { arrivals: { userId: number; atMs: number }[] };
}

export interface LoadSummary {
  mode: CapacityMode;
  clients: number;
  measuredSeconds: number;
  requests: RequestStats;
  byName: Record<string, RequestStats>;
  /** p50/p99 by 5-second slice of the measurement: a backlog at the start, stalls, a slow drift. */
  timeline: ReturnType<Recorder['timeline']>;
  requestsPerSecond: number;
  statusCodes: Record<string, number>;
  failures: Record<string, number>;
  /** Refused clock actions, by answer (a 409 says the simulated state and the server's disagree). */
  refusals: Record<string, number>;
  notModified: number;
  withEtag: number;
  streams: Omit<StreamCounters, 'openMs'> & { openMs: Percentiles; held: number };
  /** From sending a clock action to its event on each stream that receives it. */
  delivery: Percentiles;
  clockActions: ClockSummary;
  loadGeneratorCpuMs: number;
  eventLoopDelayP99Ms: number;
}

const JSON_HEADERS = { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' };

function run(request: LoadRequest, onMeasureStart: () => void, onMeasureEnd: () => void): Promise<LoadSummary> {
  const origin = new URL(request.url);
  const pool = new Pool(origin.origin, {
    connections: request.pollConnections,
    pipelining: 1,
    headersTimeout: 10_000,
    bodyTimeout: 10_000,
  });
  const t0 = performance.now();
  const measureStart = t0 + request.warmupSeconds * 1000;
  const measureEnd = measureStart + request.durationSeconds * 1000;
  const isMeasured = (at: number) => at >= measureStart && at < measureEnd;
  const recorder = new Recorder(isMeasured, measureStart);
  let isStopping = false;
  const isPush = request.mode === 'push';
  const etags = new Map<string, string>();
  const cursors = new Map<string, string>();

  async function get(client: CapacityClient, index: number, name: string, path: string, readBody = false) {
    const key = `${index}:${name}`;
    const etag = isPush ? etags.get(key) : undefined;
    const started = performance.now();
    try {
      const response = await pool.request({
        method: 'GET',
        path,
        headers: { ...JSON_HEADERS, cookie: client.cookie, ...(etag ? { 'if-none-match': etag } : {}) },
      });
      const text = readBody && response.statusCode === 200 ? await response.body.text() : '';
      if (!readBody || response.statusCode !== 200) for await (const _ of response.body);
      const tag = response.headers.etag;
      if (typeof tag === 'string') etags.set(key, tag);
      recorder.response(name, started, response.statusCode, typeof tag === 'string');
      return text;
    } catch (error) {
      recorder.failure(name, started, error);
      return '';
    }
  }

  async function poll(client: CapacityClient, index: number, p: Poll) {
    if (!p.hasCursor) return void (await get(client, index, p.name, p.path));
    const key = `${index}:${p.name}`;
    const since = cursors.get(key);
    const text = await get(
      client,
      index,
      p.name,
      since ? `${p.path}?since=${encodeURIComponent(since)}` : p.path,
      true,
    );
    if (text) {
      const cursor = (JSON.parse(text) as { cursor?: string }).cursor;
      if (cursor) cursors.set(key, cursor);
    }
  }

  /** A poll on its cadence (react-query's refetchInterval): a tick while the last one is in flight is skipped. */
  function schedule(client: CapacityClient, index: number, p: Poll) {
    let inFlight = false;
    const pathOf = () => (p.name === 'pos-verify' ? `${p.path}?schema_name=${client.schemaName}` : p.path);
    const tick = () => {
      if (isStopping) return;
      setTimeout(tick, intervalOf(p, request.mode, client.isShiftOpen));
      if (inFlight) return;
      inFlight = true;
      void poll(client, index, { ...p, path: pathOf() }).finally(() => {
        inFlight = false;
      });
    };
    setTimeout(tick, Math.random() * intervalOf(p, request.mode, client.isShiftOpen));
  }

  function openEmployeeList(client: CapacityClient, index: number) {
    const tick = () => {
      if (isStopping) return;
      setTimeout(tick, MANAGER_LIST_EVERY_MS);
      void get(client, index, 'employees', '/api/employees?status=active');
      for (const id of (client.team ?? []).slice(0, MANAGER_LIST_ROWS)) {
        void get(client, index, 'employee-current', `/api/workshift/current/user/${id}`);
      }
    };
    setTimeout(tick, Math.random() * MANAGER_LIST_EVERY_MS);
  }

  // ---- clock actions and their events ----
  const workers = request.clients.filter((c) => c.persona === 'worker');
  const clock = createClockActions({ pool, recorder, isMeasured, measureStart });

  // Arrivals and departures alternate, so the share of clocked-in workers stays where the mix put it.
  const totalRate = (request.clockRatePerHour * workers.length) / 3600;
  let isEndNext = true;
  function nextAction() {
    if (isStopping || totalRate <= 0 || workers.length === 0) return;
    setTimeout(nextAction, (-Math.log(1 - Math.random()) / totalRate) * 1000);
    if (performance.now() < t0 + 2000) return;
    for (let attempt = 0; attempt < 20; attempt++) {
      const worker = workers[Math.floor(Math.random() * workers.length)] as CapacityClient;
      if (worker.isShiftOpen !== isEndNext || clock.isBusy(worker.userId)) continue;
      isEndNext = !isEndNext;
      void clock.clockAction(worker);
      return;
    }
  }

  /** The wave: every listed worker at its time, whatever the others are doing. */
  function startWave(arrivals: NonNullable<LoadRequest['wave']>['arrivals']) {
    const byId = new Map(workers.map((w) => [w.userId, w]));
    for (const { userId, atMs } of arrivals) {
      const worker = byId.get(userId);
      if (!worker) throw new Error(`la ola cita a un trabajador que no está en la carga (${userId})`);
      setTimeout(() => void clock.clockAction(worker), measureStart - performance.now() + atMs);
    }
  }

  const counters = newStreamCounters();
  const onMessage = (client: CapacityClient, index: number) => (message: StreamMessage) => {
    if (message.event !== 'workshift') return;
    const userId = (JSON.parse(message.data) as { user_id?: number | null }).user_id;
    if (userId) clock.onEvent(userId, userId === client.userId);
    // The web refetches what the event touches: the worker's own card.
    if (userId === client.userId) void get(client, index, 'current', '/api/workshift/current');
  };

  // ---- start everyone ----
  let held = 0;
  request.clients.forEach((client, index) => {
    for (const p of pollsOf[client.persona]) schedule(client, index, p);
    if (client.persona === 'manager') openEmployeeList(client, index);
    if (isPush && client.persona !== 'kiosk') {
      held += 1;
      setTimeout(
        () =>
          holdStream({
            origin,
            cookie: client.cookie,
            counters,
            onMessage: onMessage(client, index),
            isStopping: () => isStopping,
          }),
        ((held - 1) / request.streamOpenPerSecond) * 1000,
      );
    }
  });
  if (request.wave) startWave(request.wave.arrivals);
  else nextAction();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  setTimeout(() => {
    loopDelay.enable();
    onMeasureStart();
  }, measureStart - t0);

  return new Promise((resolve) => {
    setTimeout(async () => {
      isStopping = true;
      loopDelay.disable();
      onMeasureEnd();
      // Let the clock actions in flight finish before the process ends (the next run reads the shifts'
      // state; a minute at most: under overload a wave's last answers take that long), and their events arrive.
      for (let waited = 0; clock.inFlight() > 0 && waited < 60_000; waited += 50) {
        await new Promise((r) => setTimeout(r, 50));
      }
      if (request.wave) await new Promise((r) => setTimeout(r, 2000));
      const { all, byName } = recorder.summary();
      const cpu = process.cpuUsage();
      const { openMs, ...streamCounts } = counters;
      const clockActions = clock.summary();
      resolve({
        mode: request.mode,
        clients: request.clients.length,
        measuredSeconds: request.durationSeconds,
        requests: all,
        byName,
        timeline: recorder.timeline(),
        requestsPerSecond: all.count / request.durationSeconds,
        statusCodes: recorder.statusCodes,
        failures: recorder.failures,
        refusals: recorder.refusals,
        notModified: recorder.notModified,
        withEtag: recorder.withEtag,
        streams: { ...streamCounts, openMs: percentiles(openMs), held },
        delivery: clockActions.delivery,
        clockActions,
        loadGeneratorCpuMs: (cpu.user + cpu.system) / 1000,
        eventLoopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      });
    }, measureEnd - t0);
  });
}

// The bench stopped (Ctrl-C, failure): no one is waiting for the figures.
process.once('disconnect', () => process.exit(0));

process.once('message', (request: LoadRequest) => {
  run(
    request,
    () => process.send?.({ kind: 'measuring' }),
    () => process.send?.({ kind: 'measured' }),
  ).then(
    (summary) => process.send?.({ kind: 'summary', summary }, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
