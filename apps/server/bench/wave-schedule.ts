/**
 * When each worker clocks in during the morning wave: pure arithmetic on a seeded generator, so the
 * same options give the same wave (and a test can check its shape without a clock).
 */
export type WaveShape = 'bell' | 'uniform';

export const WAVE_SHAPES: readonly WaveShape[] = ['bell', 'uniform'];

/** mulberry32: a small, fast generator; good enough to spread arrivals, and the same for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The bell's spread: the window is six standard deviations wide, so about two arrivals in three fall
 * in its middle third, as at an 08:00 start where most people come in during the minutes around it.
 */
const SIGMAS_PER_WINDOW = 6;

/** A draw of the bell (Box–Muller), redrawn until it falls inside the window. */
function bellDraw(random: () => number, windowMs: number): number {
  const mean = windowMs / 2;
  const sigma = windowMs / SIGMAS_PER_WINDOW;
  for (;;) {
    const u = 1 - random();
    const v = random();
    const at = mean + sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    if (at >= 0 && at < windowMs) return at;
  }
}

/** `count` arrival times in ms from the wave's start, each in [0, windowMs), in ascending order. */
export function waveArrivals(input: { count: number; windowMs: number; shape: WaveShape; seed: number }): number[] {
  const { count, windowMs, shape } = input;
  if (!Number.isInteger(count) || count < 0) throw new Error(`número de llegadas no válido: ${count}`);
  if (!(windowMs > 0)) throw new Error(`ventana no válida: ${windowMs} ms`);
  const random = seededRandom(input.seed);
  const draw = shape === 'bell' ? () => bellDraw(random, windowMs) : () => random() * windowMs;
  return Array.from(Float64Array.from({ length: count }, draw).sort());
}

/**
 * Which worker takes which arrival: a seeded shuffle (Fisher–Yates), so the companies come in mixed
 * rather than one after another.
 */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Arrivals per `bucketMs` from the wave's start: the planned rate, to compare with what was served. */
export function arrivalsPerBucket(arrivals: readonly number[], windowMs: number, bucketMs: number): number[] {
  const buckets = new Array<number>(Math.ceil(windowMs / bucketMs)).fill(0);
  for (const at of arrivals) {
    const index = Math.min(buckets.length - 1, Math.floor(at / bucketMs));
    buckets[index] = (buckets[index] ?? 0) + 1;
  }
  return buckets;
}
