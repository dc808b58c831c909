import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { SessionUser } from '@jornada/shared/api/session';
import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { withPreparedStatements } from '../src/db/prepared-pool';
import type { Database } from '../src/db/schema';
import { APP_ROLE } from '../src/db/schema-names';
import { type Db, withTenant } from '../src/db/tenant';
import { type ClockAction, performClockAction } from '../src/modules/workshift/clock-action.service';
import { log } from './log';

/**
 * `npm run bench -- --explain`: every statement PostgreSQL runs for a clock action, with time and
 * buffers. One connection of the app's kind (prepared statements, the app role, RLS) on which
 * auto_explain is loaded for the session with ANALYZE, BUFFERS, WAL and nested statements, and
 * log_min_duration_statement at 0, both sent to the client (client_min_messages = log), so no server
 * log is read. Starts and ends go through performClockAction, the service the routes call, on warm
 * caches; the same for the bare insert. auto_explain's timing adds its own overhead to every figure.
 */

const TABLES = [
  'clock_events',
  'clock_chain_heads',
  'workshifts',
  'domain_events',
  'idempotency_keys',
  'bench_inserts',
];

interface PlanNode {
  'Node Type': string;
  Operation?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Function Name'?: string;
  Output?: string[];
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Shared Dirtied Blocks'?: number;
  'Shared Written Blocks'?: number;
  'WAL Records'?: number;
  'WAL FPI'?: number;
  'WAL Bytes'?: number;
  Plans?: PlanNode[];
}

interface ExplainJson {
  'Query Text': string;
  Plan: PlanNode;
  Triggers?: { 'Trigger Name': string; Relation?: string; Time: number; Calls: number }[];
}

export interface StatementStats {
  /** `pass/action`: the pass (nested, top, plain) and the action (start, end, +clave: with a key, bare-insert). */
  phase: string;
  /** What ran: the top-level call or message, or the first words of a statement inside a function. */
  statement: string;
  isNested: boolean;
  calls: number;
  totalMs: number;
  sharedHit: number;
  sharedRead: number;
  sharedDirtied: number;
  sharedWritten: number;
  walRecords: number;
  walBytes: number;
  walFpi: number;
  /** The plan's nodes (type, relation, index), from the first sample. */
  nodes: string;
  triggers: Record<string, { calls: number; ms: number }>;
}

export interface ExplainResult {
  actionsPerPhase: Record<string, number>;
  statements: StatementStats[];
  /** pg_stat_user_tables over the whole run: rows inserted, updated, and how many of the updates were HOT. */
  tables: { table: string; inserted: number; updated: number; hotUpdated: number }[];
}

function planNodes(node: PlanNode, out: string[] = []): string[] {
  const where = [
    node['Relation Name'] && `on ${node['Relation Name']}`,
    node['Index Name'] && `(${node['Index Name']})`,
  ]
    .filter(Boolean)
    .join(' ');
  const name = node['Function Name'] ? `${node['Node Type']} ${node['Function Name']}` : node['Node Type'];
  out.push(where ? `${node.Operation ?? name} ${where}` : (node.Operation ?? name));
  for (const child of node.Plans ?? []) planNodes(child, out);
  return out;
}

/** A top-level statement by what it calls or writes: its messages are whole multi-statement texts. */
function topLevelName(plan: PlanNode): string {
  if (plan['Node Type'] === 'ModifyTable') return `${plan.Operation?.toLowerCase()} ${plan['Relation Name']}`;
  if (plan['Function Name']) return `select * from ${plan['Function Name']}(…)`;
  const called = /^(\w+)\(/.exec(plan.Output?.[0] ?? '')?.[1];
  return called ? `select ${called}(…)` : plan['Node Type'];
}

function nestedName(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 90 ? `${flat.slice(0, 90)}…` : flat;
}

async function tableCounters(ownerDb: Db) {
  const { rows } = await sql<{ relname: string; ins: string; upd: string; hot: string }>`
    select relname, n_tup_ins::text as ins, n_tup_upd::text as upd, n_tup_hot_upd::text as hot
    from pg_stat_user_tables where relname in (${sql.join(TABLES)})
  `.execute(ownerDb);
  return new Map(rows.map((r) => [r.relname, { ins: Number(r.ins), upd: Number(r.upd), hot: Number(r.hot) }]));
}

/**
 * What each pass turns on. `nested` shows every statement inside clock_context, clock_write, the
 * triggers and emit_domain_event with its buffers and WAL, but logging a nested plan is itself
 * counted in the time of the statement around it; `top` gives the top-level calls' own time (and
 * trigger times) without that; `plain` no auto_explain at all, only each message's server time.
 */
const PASSES = {
  nested: ['log_nested_statements = on'],
  top: ['log_nested_statements = off'],
  plain: null,
} as const;
type Pass = keyof typeof PASSES;

function settingsOf(pass: Pass): string[] {
  const explain = PASSES[pass];
  const statementLog = ['SET log_min_duration_statement = 0', 'SET client_min_messages = log'];
  if (!explain) return statementLog;
  return [
    `LOAD 'auto_explain'`,
    'SET auto_explain.log_min_duration = 0',
    'SET auto_explain.log_analyze = on',
    'SET auto_explain.log_buffers = on',
    'SET auto_explain.log_wal = on',
    'SET auto_explain.log_verbose = on',
    'SET auto_explain.log_triggers = on',
    `SET auto_explain.log_format = 'json'`,
    ...explain.map((setting) => `SET auto_explain.${setting}`),
    ...statementLog,
  ];
}

export async function explainClockActions({
  url,
  ownerDb,
  companyId,
  cyclers,
  cycles = 200,
  warmup = 20,
}: {
  url: string;
  ownerDb: Db;
  companyId: number;
  /** Workers with no open shift: each cycle is one start and one end of the next of them. */
  cyclers: SessionUser[];
  cycles?: number;
  warmup?: number;
}): Promise<ExplainResult> {
  if (cyclers.length < warmup + 1) throw new Error('--explain: faltan trabajadores sin fichar');
  const byKey = new Map<string, StatementStats>();
  const actionsPerPhase: Record<string, number> = {};
  const before = await tableCounters(ownerDb);
  for (const pass of Object.keys(PASSES) as Pass[]) {
    await runPass(pass);
  }
  // A backend reports its table counters when it exits; each pass's did.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await tableCounters(ownerDb);
  const tables = TABLES.map((table) => {
    const a = after.get(table);
    const b = before.get(table);
    return {
      table,
      inserted: (a?.ins ?? 0) - (b?.ins ?? 0),
      updated: (a?.upd ?? 0) - (b?.upd ?? 0),
      hotUpdated: (a?.hot ?? 0) - (b?.hot ?? 0),
    };
  });
  return { actionsPerPhase, statements: [...byKey.values()], tables };

  async function runPass(pass: Pass) {
    const sent = new Set<string>();
    let phase: string | null = null;
    const onNotice = (notice: { message?: string }) => {
      if (phase) record(phase, sent, notice.message ?? '');
    };
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    pool.on('connect', (client) => {
      client.on('notice', onNotice);
      // Which texts the client sent: a plan whose text is one of them is top-level, any other is nested.
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const first = args[0] as string | { text?: string };
        const text = typeof first === 'string' ? first : first?.text;
        if (text) sent.add(text);
        return query(...args);
      };
    });
    const db: Db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: withPreparedStatements(pool),
        // auto_explain's settings are the superuser's: set them, then drop to the app role as the app does.
        onCreateConnection: async (connection) => {
          await connection.executeQuery(CompiledQuery.raw([...settingsOf(pass), `SET ROLE ${APP_ROLE}`].join('; ')));
        },
      }),
    });
    const count = (label: string | null) => {
      if (label) actionsPerPhase[label] = (actionsPerPhase[label] ?? 0) + 1;
    };
    const clock = async (worker: SessionUser, action: ClockAction, keyed: boolean, measured: boolean) => {
      phase = measured ? `${pass}/${action}${keyed ? '+clave' : ''}` : null;
      const idempotency = keyed ? { key: randomUUID(), fingerprint: `bench ${action}` } : undefined;
      await performClockAction(db, { user: worker, sessionId: null, source: 'web' }, action, { idempotency });
      count(phase);
    };
    const insert = async (measured: boolean) => {
      phase = measured ? `${pass}/bare-insert` : null;
      await withTenant(db, companyId, (trx) =>
        sql`insert into bench_inserts (company_id) values (${companyId}) returning id`.execute(trx),
      );
      count(phase);
    };
    try {
      const warm = cyclers.slice(0, warmup);
      const measured = cyclers.slice(warmup);
      for (const worker of warm) {
        await clock(worker, 'start', false, false);
        await clock(worker, 'end', false, false);
        await insert(false);
      }
      for (let i = 0; i < cycles; i++) {
        const worker = measured[i % measured.length] as SessionUser;
        await clock(worker, 'start', false, true);
        await clock(worker, 'end', false, true);
        await insert(true);
      }
      // The web sends an Idempotency-Key with every tap: its lookup and its stored answer, once.
      if (pass === 'nested') {
        for (let i = 0; i < Math.ceil(cycles / 2); i++) {
          const worker = measured[i % measured.length] as SessionUser;
          await clock(worker, 'start', true, true);
          await clock(worker, 'end', true, true);
        }
      }
    } finally {
      phase = null;
      await db.destroy();
    }
    log(`--explain: pasada ${pass} hecha`);
  }

  function record(phase: string, sent: Set<string>, text: string) {
    const plan = /^duration: ([\d.]+) ms\s+plan:\s*([\s\S]*)$/.exec(text);
    const message = plan ? null : /^duration: ([\d.]+) ms\s+(statement|execute [^:]*): ([\s\S]*)$/.exec(text);
    let stats: StatementStats;
    if (plan) {
      const explained = JSON.parse(plan[2] as string) as ExplainJson;
      const isNested = !sent.has(explained['Query Text']);
      const statement = isNested ? nestedName(explained['Query Text']) : topLevelName(explained.Plan);
      stats = entry(phase, statement, isNested, planNodes(explained.Plan).join(' → '));
      stats.totalMs += Number(plan[1]);
      const p = explained.Plan;
      stats.sharedHit += p['Shared Hit Blocks'] ?? 0;
      stats.sharedRead += p['Shared Read Blocks'] ?? 0;
      stats.sharedDirtied += p['Shared Dirtied Blocks'] ?? 0;
      stats.sharedWritten += p['Shared Written Blocks'] ?? 0;
      stats.walRecords += p['WAL Records'] ?? 0;
      stats.walBytes += p['WAL Bytes'] ?? 0;
      stats.walFpi += p['WAL FPI'] ?? 0;
      for (const trigger of explained.Triggers ?? []) {
        const t = stats.triggers[trigger['Trigger Name']] ?? { calls: 0, ms: 0 };
        t.calls += trigger.Calls;
        t.ms += trigger.Time;
        stats.triggers[trigger['Trigger Name']] = t;
      }
    } else if (message) {
      // The whole message as the server saw it, from parse to its last statement (COMMIT included).
      const body = (message[3] as string).trim();
      const what = body.startsWith('begin;')
        ? 'mensaje de apertura (BEGIN …)'
        : body === 'commit'
          ? 'mensaje COMMIT'
          : body.endsWith('commit')
            ? 'mensaje de cierre (… ; COMMIT)'
            : `mensaje: ${nestedName(body).slice(0, 40)}`;
      stats = entry(phase, what, false, '');
      stats.totalMs += Number(message[1]);
    } else {
      return;
    }
    stats.calls += 1;
  }

  function entry(phase: string, statement: string, isNested: boolean, nodes: string): StatementStats {
    const key = `${phase}\u0000${statement}`;
    let stats = byKey.get(key);
    if (!stats) {
      stats = {
        phase,
        statement,
        isNested,
        calls: 0,
        totalMs: 0,
        sharedHit: 0,
        sharedRead: 0,
        sharedDirtied: 0,
        sharedWritten: 0,
        walRecords: 0,
        walBytes: 0,
        walFpi: 0,
        nodes,
        triggers: {},
      };
      byKey.set(key, stats);
    }
    return stats;
  }
}

const fmt = (n: number, digits = 3) => n.toFixed(digits).replace('.', ',');

/** A Markdown table per phase: per action, mean ms per call, buffers and WAL per call, triggers. */
export function formatExplain(result: ExplainResult): string {
  const lines: string[] = [];
  for (const [phase, actions] of Object.entries(result.actionsPerPhase)) {
    if (actions === 0) continue;
    lines.push(
      '',
      `### ${phase}: ${actions} acciones`,
      '',
      '| sentencia | llamadas/acción | ms medios | shared hit / read / dirtied / written | WAL registros / bytes / FPI | nodos | disparadores (ms medios) |',
      '| --- | ---: | ---: | --- | --- | --- | --- |',
    );
    for (const s of result.statements.filter((x) => x.phase === phase)) {
      const per = (n: number) => fmt(n / s.calls, 1);
      const triggers = Object.entries(s.triggers)
        .map(([name, t]) => `${name} ${fmt(t.ms / t.calls)}`)
        .join(', ');
      lines.push(
        `| ${s.isNested ? '↳ ' : ''}${s.statement.replace(/\|/g, '\\|')} | ${fmt(s.calls / actions, 2)} | ${fmt(s.totalMs / s.calls)} | ` +
          `${per(s.sharedHit)} / ${per(s.sharedRead)} / ${per(s.sharedDirtied)} / ${per(s.sharedWritten)} | ` +
          `${per(s.walRecords)} / ${per(s.walBytes)} / ${per(s.walFpi)} | ${s.nodes} | ${triggers} |`,
      );
    }
  }
  lines.push('', '| tabla | insertadas | actualizadas | de ellas HOT |', '| --- | ---: | ---: | ---: |');
  for (const t of result.tables) lines.push(`| ${t.table} | ${t.inserted} | ${t.updated} | ${t.hotUpdated} |`);
  return lines.join('\n');
}

export function writeExplain(result: ExplainResult, path: string) {
  writeFileSync(path, `${JSON.stringify(result, null, 2)}\n`);
  log(`EXPLAIN de cada sentencia en ${path}`);
}
