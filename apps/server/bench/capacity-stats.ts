/** Latencies and counts of one load run, kept raw and reduced once at the end. */

export interface Percentiles {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export function percentiles(values: number[]): Percentiles {
  if (values.length === 0) return { count: 0, p50: 0, p90: 0, p99: 0, max: 0 };
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  return { count: sorted.length, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: sorted[sorted.length - 1] as number };
}

export interface RequestStats extends Percentiles {
  errors: number;
}

const SLICE_MS = 5000;

/** Requests by name (the poll, the clock action), their latencies and what went wrong. */
export class Recorder {
  private readonly latencies = new Map<string, number[]>();
  private readonly errorsByName = new Map<string, number>();
  readonly statusCodes: Record<string, number> = {};
  /** Network failures and timeouts, by message. */
  readonly failures: Record<string, number> = {};
  readonly refusals: Record<string, number> = {};
  notModified = 0;
  withEtag = 0;

  /** Latencies by the 5-second slice of the measurement their request started in: when it went slow. */
  private readonly slices: number[][] = [];

  constructor(
    private readonly isMeasured: (startedAt: number) => boolean,
    private readonly measureStart = 0,
  ) {}

  response(name: string, startedAt: number, status: number, hasEtag: boolean) {
    if (!this.isMeasured(startedAt)) return;
    this.statusCodes[status] = (this.statusCodes[status] ?? 0) + 1;
    if (hasEtag) this.withEtag += 1;
    if (status === 304) this.notModified += 1;
    if (status >= 400) this.errorsByName.set(name, (this.errorsByName.get(name) ?? 0) + 1);
    const latency = performance.now() - startedAt;
    this.latencyOf(name).push(latency);
    const slice = Math.floor((startedAt - this.measureStart) / SLICE_MS);
    const sliceValues = this.slices[slice] ?? [];
    sliceValues.push(latency);
    this.slices[slice] = sliceValues;
  }

  /** p50/p99 of each 5-second slice, in order (from the measurement's start). */
  timeline(): { fromSecond: number; count: number; p50: number; p99: number }[] {
    return Array.from(this.slices, (values = [], i) => {
      const { count, p50, p99 } = percentiles(values);
      return { fromSecond: (i * SLICE_MS) / 1000, count, p50, p99 };
    });
  }

  refusal(answer: string) {
    this.refusals[answer] = (this.refusals[answer] ?? 0) + 1;
  }

  failure(name: string, startedAt: number, error: unknown) {
    if (!this.isMeasured(startedAt)) return;
    const message = (error as { code?: string }).code ?? (error as Error).message ?? String(error);
    this.failures[message] = (this.failures[message] ?? 0) + 1;
    this.errorsByName.set(name, (this.errorsByName.get(name) ?? 0) + 1);
  }

  private latencyOf(name: string): number[] {
    let list = this.latencies.get(name);
    if (!list) {
      list = [];
      this.latencies.set(name, list);
    }
    return list;
  }

  /** Every request, and each name apart. */
  summary(): { all: RequestStats; byName: Record<string, RequestStats> } {
    const byName: Record<string, RequestStats> = {};
    const all: number[] = [];
    let errors = 0;
    for (const name of new Set([...this.latencies.keys(), ...this.errorsByName.keys()])) {
      const values = this.latencies.get(name) ?? [];
      const nameErrors = this.errorsByName.get(name) ?? 0;
      byName[name] = { ...percentiles(values), errors: nameErrors };
      for (const v of values) all.push(v);
      errors += nameErrors;
    }
    return { all: { ...percentiles(all), errors }, byName };
  }
}
