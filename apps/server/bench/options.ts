import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Admin URL of the PostgreSQL cluster: the bench creates and drops its own database there. */
  adminUrl: string;
  workers: number;
  /** Working days of history per worker (weekdays before today). */
  days: number;
  /** Seconds of each measured run. */
  duration: number;
  /** Seconds of the warm-up run before each measured run (not reported). */
  warmup: number;
  /** Connections for the read scenarios (current-shift and bare read). */
  connections: number;
  /** Connections for the write scenarios (start/end and bare insert). */
  writeConnections: number;
  /** Measured runs per scenario, interleaved (A B C D, A B C D…); the report gives medians. */
  rounds: number;
  /** Size of the application's pg pool (the same pool serves the app and the bare routes). */
  pool: number;
  /** After the load, walk every chain of the company with the app's verifyRecords. */
  verify: boolean;
  /** Leave the bench database in place (to inspect it with psql) instead of dropping it. */
  keepDb: boolean;
  /** A scenario whose measured runs are CPU-profiled (results/<scenario>-<round>.cpuprofile and .txt). */
  profile: string | undefined;
  /** 'report': only the register's report scenario (no load scenarios, no sessions for every worker). */
  only: 'report' | undefined;
  /** The load scenarios to run (--scenarios a,b); undefined: all of them. */
  scenarios: string[] | undefined;
  /** Only the two ratio pairs, then pass/fail against the goals and exit 1 on a failure (a guard, not a test). */
  check: boolean;
  /**
   * No load: starts and ends on one connection with auto_explain (ANALYZE, BUFFERS, WAL, nested
   * statements), then a table of every statement PostgreSQL ran for them (explain-clock.ts).
   */
  explain: boolean;
}

const HELP = `npm run bench -- [opciones]
  --workers N            trabajadores de la empresa (500)
  --days N               días laborables de historial por trabajador (250)
  --duration S           segundos de cada medición (10)
  --warmup S             segundos de calentamiento antes de cada medición (3)
  --connections N        conexiones de los escenarios de lectura (100)
  --write-connections N  conexiones de los escenarios de escritura (200)
  --rounds N             rondas de medición, intercaladas; se informa la mediana (1)
  --pool N               tamaño del pool de PostgreSQL de la aplicación (10)
  --verify               al final, verifica todas las cadenas con verifyRecords de la aplicación
  --keep-db              no borra la base de pruebas al terminar
  --profile ESCENARIO    perfil de CPU del servidor durante las mediciones de ese escenario
                         (results/ESCENARIO-RONDA.cpuprofile y un resumen .txt)
  --only report          solo el escenario del informe del registro (sin los de carga)
  --scenarios A,B        solo esos escenarios de carga (current-shift, bare-read, start-end,
                         bare-insert, status, status-db)
  --check                solo los pares de los cocientes (current-shift/bare-read, start-end/bare-insert),
                         sin informe del registro; imprime CUMPLE/NO CUMPLE y sale con 1 si alguno falla
  --explain              sin carga: 200 entradas y salidas y 200 INSERT desnudos en cada una de tres
                         pasadas (auto_explain con sentencias anidadas, solo las de primer nivel, sin
                         auto_explain) y 100 con Idempotency-Key; ANALYZE, BUFFERS, WAL; tabla de cada
                         sentencia y results/explain.json
DATABASE_URL: clúster PostgreSQL (por defecto postgres://postgres@127.0.0.1:5432/postgres).`;

/** The scenarios of the two goals --check guards. */
export const CHECKED_SCENARIOS = ['current-shift', 'bare-read', 'start-end', 'bare-insert'] as const;

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} debe ser un entero positivo (recibido: ${value})`);
  return n;
}

export function parseBenchOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): BenchOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      workers: { type: 'string' },
      days: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      'write-connections': { type: 'string' },
      rounds: { type: 'string' },
      pool: { type: 'string' },
      verify: { type: 'boolean', default: false },
      'keep-db': { type: 'boolean', default: false },
      profile: { type: 'string' },
      only: { type: 'string' },
      scenarios: { type: 'string' },
      check: { type: 'boolean', default: false },
      explain: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return null;
  }
  const options: BenchOptions = {
    adminUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    workers: positive('workers', values.workers, 500),
    days: positive('days', values.days, 250),
    duration: positive('duration', values.duration, 10),
    warmup: positive('warmup', values.warmup, 3),
    connections: positive('connections', values.connections, 100),
    writeConnections: positive('write-connections', values['write-connections'], 200),
    rounds: positive('rounds', values.rounds, 1),
    pool: positive('pool', values.pool, 10),
    verify: values.verify ?? false,
    keepDb: values['keep-db'] ?? false,
    profile: values.profile,
    only: undefined,
    scenarios: values.scenarios?.split(',').map((name) => name.trim()),
    check: values.check ?? false,
    explain: values.explain ?? false,
  };
  if (options.explain && (options.check || options.scenarios || values.only !== undefined)) {
    throw new Error('--explain no se combina con --check, --scenarios ni --only');
  }
  if (options.check) {
    if (options.scenarios || values.only !== undefined)
      throw new Error('--check no se combina con --scenarios ni --only');
    options.scenarios = [...CHECKED_SCENARIOS];
  }
  if (values.only !== undefined) {
    if (values.only !== 'report') throw new Error(`--only solo admite 'report' (recibido: ${values.only})`);
    options.only = 'report';
  }
  if (options.workers < 2) throw new Error('--workers debe ser al menos 2');
  // Half the workers stay clocked in for the reads; start/end needs one of the others per connection.
  const free = options.workers - Math.floor(options.workers / 2);
  if (options.writeConnections > free) {
    throw new Error(
      `--write-connections (${options.writeConnections}) no puede superar los ${free} trabajadores sin fichar`,
    );
  }
  return options;
}
