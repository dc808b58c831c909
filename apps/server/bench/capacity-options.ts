import { parseArgs } from 'node:util';
import type { CapacityMode } from './capacity-schedule';
import { WAVE_SHAPES, type WaveShape } from './wave-schedule';

export interface CapacityOptions {
  adminUrl: string;
  /** N: simulated clients per step (80 % of them clocked-in workers). */
  steps: number[];
  /** Seconds measured per step and mode. */
  duration: number;
  /** Seconds before measuring (streams opening, caches warming); longer when the streams need it. */
  warmup: number;
  modes: CapacityMode[];
  /** App instance counts to run the ramp with (2 or more: behind a round-robin proxy). */
  instances: number[];
  /** The app pool through a PgBouncer of the bench's own, in transaction mode. */
  pgbouncer: boolean;
  /** Named prepared statements on the app pool (default: on, off with --pgbouncer). */
  prepared: boolean;
  /** PgBouncer's server connections (default_pool_size). */
  pgbouncerPool: number;
  /** DB_POOL_SIZE of each instance. */
  pool: number;
  companySize: number;
  /** Clock actions per worker and hour. */
  clockRate: number;
  pollConnections: number;
  streamRate: number;
  /** Go on with larger N after a mode missed the target (default: stop that mode). */
  keepGoing: boolean;
  keepDb: boolean;
  /** The morning wave instead of the ramp: `workers` workers clock in once within `waveMinutes`. */
  wave: boolean;
  workers: number;
  waveMinutes: number;
  shape: WaveShape;
  waveSeed: number;
}

export const P99_TARGET_MS = 250;
/** The wave's target for the clock actions' p99. */
export const WAVE_P99_TARGET_MS = 500;

const HELP = `npm run bench -- capacity [opciones]
  --steps N,N,…          clientes simulados por escalón (1000,2000,5000,10000,12500,15000); el 80 % son
                         trabajadores con la jornada abierta (12500 → 10 000 fichados)
  --duration S           segundos medidos por escalón y modo (60)
  --warmup S             segundos antes de medir (15; más si abrir los flujos lo necesita)
  --modes M,M            polling (intervalos de SPEC) y/o push (flujo SSE + sondeos a 60 s) (polling,push)
  --instances N,N        instancias de la aplicación; con 2 o más, detrás de un proxy round-robin (1)
  --pgbouncer            el pool de la aplicación a través de un PgBouncer propio en modo transacción
  --prepared on|off      sentencias preparadas con nombre (on; off por defecto con --pgbouncer)
  --pgbouncer-pool N     conexiones de PgBouncer a PostgreSQL (20)
  --pool N               DB_POOL_SIZE de cada instancia (10; 40 con --pgbouncer)
  --company-size N       clientes por empresa (250)
  --clock-rate R         fichajes por trabajador y hora (2)
  --poll-connections N   conexiones keep-alive que comparten los sondeos (512)
  --stream-rate N        flujos SSE abiertos por segundo al empezar (500)
  --keep-going           sigue con N mayores aunque un modo ya no cumpla
  --keep-db              no borra la base de pruebas al terminar
  --wave                 la ola de las 08:00 en lugar de la rampa: cada trabajador, sin jornada abierta,
                         ficha la entrada una vez dentro de la ventana, con todos los flujos abiertos (push)
                         y los quioscos sondeando; cumple con p99 de los fichajes < ${WAVE_P99_TARGET_MS} ms y sin errores
  --workers N            trabajadores de la ola (10000); con ellos, los responsables y quioscos de sus empresas
  --wave-minutes M       ventana de la ola, en minutos (5)
  --shape bell|uniform   forma de las llegadas: campana centrada en la ventana o uniforme (bell)
  --wave-seed N          semilla de las llegadas y de su reparto entre trabajadores (1)
DATABASE_URL: clúster PostgreSQL (por defecto postgres://postgres@127.0.0.1:5432/postgres).`;

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} debe ser un número positivo (recibido: ${value})`);
  return n;
}

function list(name: string, value: string | undefined, fallback: number[]): number[] {
  if (value === undefined) return fallback;
  const items = value.split(',').map((v) => positive(name, v.trim(), 0));
  return [...new Set(items.map(Math.round))].sort((a, b) => a - b);
}

export function parseCapacityOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): CapacityOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      steps: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      modes: { type: 'string' },
      instances: { type: 'string' },
      pgbouncer: { type: 'boolean', default: false },
      prepared: { type: 'string' },
      'pgbouncer-pool': { type: 'string' },
      pool: { type: 'string' },
      'company-size': { type: 'string' },
      'clock-rate': { type: 'string' },
      'poll-connections': { type: 'string' },
      'stream-rate': { type: 'string' },
      'keep-going': { type: 'boolean', default: false },
      'keep-db': { type: 'boolean', default: false },
      wave: { type: 'boolean', default: false },
      workers: { type: 'string' },
      'wave-minutes': { type: 'string' },
      shape: { type: 'string' },
      'wave-seed': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return null;
  }
  const modes = (values.modes ?? 'polling,push').split(',').map((m) => m.trim());
  for (const mode of modes) {
    if (mode !== 'polling' && mode !== 'push') throw new Error(`--modes admite polling y push (recibido: ${mode})`);
  }
  if (values.prepared !== undefined && values.prepared !== 'on' && values.prepared !== 'off') {
    throw new Error(`--prepared admite on u off (recibido: ${values.prepared})`);
  }
  const shape = values.shape ?? 'bell';
  if (!(WAVE_SHAPES as readonly string[]).includes(shape)) {
    throw new Error(`--shape admite ${WAVE_SHAPES.join(' o ')} (recibido: ${shape})`);
  }
  const pgbouncer = values.pgbouncer ?? false;
  const options: CapacityOptions = {
    adminUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    steps: list('steps', values.steps, [1000, 2000, 5000, 10_000, 12_500, 15_000]),
    duration: positive('duration', values.duration, 60),
    warmup: positive('warmup', values.warmup, 15),
    modes: [...new Set(modes)] as CapacityMode[],
    instances: list('instances', values.instances, [1]),
    pgbouncer,
    prepared: values.prepared === undefined ? !pgbouncer : values.prepared === 'on',
    pgbouncerPool: positive('pgbouncer-pool', values['pgbouncer-pool'], 20),
    pool: positive('pool', values.pool, pgbouncer ? 40 : 10),
    companySize: Math.round(positive('company-size', values['company-size'], 250)),
    clockRate: positive('clock-rate', values['clock-rate'], 2),
    pollConnections: Math.round(positive('poll-connections', values['poll-connections'], 512)),
    streamRate: positive('stream-rate', values['stream-rate'], 500),
    keepGoing: values['keep-going'] ?? false,
    keepDb: values['keep-db'] ?? false,
    wave: values.wave ?? false,
    workers: Math.round(positive('workers', values.workers, 10_000)),
    waveMinutes: positive('wave-minutes', values['wave-minutes'], 5),
    shape: shape as WaveShape,
    waveSeed: Math.round(positive('wave-seed', values['wave-seed'], 1)),
  };
  if (options.companySize < 20) throw new Error('--company-size debe ser al menos 20');
  return options;
}
