/** What one autocannon run sends; plain data, so it crosses to the load process over IPC. */
export type Workload =
  | {
      /** Every request, on whichever connection, takes the next item: many users, round-robin. */
      kind: 'rotate';
      method: 'GET' | 'POST';
      path: string;
      body?: string;
      items: { cookie?: string; query?: string }[];
    }
  | {
      /** Connection i is user i for the whole run and repeats `steps` in order, one at a time. */
      kind: 'sequence';
      steps: { method: 'GET' | 'POST'; path: string }[];
      body?: string;
      cookies: string[];
    };

export interface DriveRequest {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  workload: Workload;
}

export interface RunSummary {
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** CPU time the load generator's process used, start-up included. */
  loadGeneratorCpuMs: number;
}
