import type { SessionUser } from '@jornada/shared/api/session';
import { sql } from 'kysely';
import { type Db, withTenant } from '../src/db/tenant';
import { hashPassword } from '../src/lib/passwords';
import { generateToken, hashToken } from '../src/lib/tokens';
import { openDefaultWorkCentre } from '../src/modules/work-centres/work-centres.service';
import { chunks, ROWS_PER_INSERT } from './batching';
import { type CompanyMix, mixOf, type Persona } from './capacity-schedule';
import { BENCH_PASSWORD, clockIn } from './seed';

/** One simulated client, as plain data for the load process (IPC). */
export interface CapacityClient {
  persona: Persona;
  /** The user (workers, managers); 0 for a kiosk. */
  userId: number;
  companyId: number;
  /** `name=value` of the session cookie (jornada_session, or jornada_pos for a kiosk). */
  cookie: string;
  /** Workers: clocked in now. */
  isShiftOpen: boolean;
  /** Managers: the team whose current shifts the employee list shows. Kiosks: the company's schema_name. */
  team?: number[];
  schemaName?: string;
}

export interface CapacityCompany {
  companyId: number;
  clients: CapacityClient[];
}

const POS_SESSION_DAYS = 180;

/**
 * `companies` companies of `size` clients each, written in bulk: users, employee rows, each manager's
 * team (employee_managers), a session per user and a POS session per kiosk inserted directly (one
 * argon2 hash for every password and PIN, no login round trips), then the clocked-in workers clock in
 * through the real service (performClockAction), so their shifts are sealed as the app seals them.
 */
export async function seedCapacity(
  db: Db,
  options: {
    companies: number;
    size: number;
    sessionCookie: string;
    absoluteMinutes: number;
    /** false: nobody clocked in (the morning wave starts from every shift closed). */
    clockIn?: boolean;
  },
  progress: (message: string) => void,
): Promise<CapacityCompany[]> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const plan = await db.selectFrom('plans').select(['id']).where('type', '=', 'enterprise').executeTakeFirstOrThrow();
  const mix = mixOf(options.size);
  const expiresAt = new Date(Date.now() + options.absoluteMinutes * 60_000);
  const result: CapacityCompany[] = [];
  const toClockIn: { user: SessionUser; index: number }[] = [];
  for (let k = 0; k < options.companies; k++) {
    const seeded = await seedOneCompany(db, {
      k,
      planId: plan.id,
      mix,
      passwordHash,
      expiresAt,
      ...options,
      clockIn: options.clockIn ?? true,
    });
    result.push({ companyId: seeded.companyId, clients: seeded.clients });
    toClockIn.push(...seeded.toClockIn);
    if ((k + 1) % 10 === 0 || k + 1 === options.companies) progress(`  empresas: ${k + 1}/${options.companies}`);
  }
  const started = performance.now();
  await clockIn(
    db,
    toClockIn.map((c) => c.user),
  );
  progress(
    `  ${toClockIn.length} fichajes de entrada (servicio real): ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return result;
}

async function seedOneCompany(
  db: Db,
  input: {
    k: number;
    planId: number;
    mix: CompanyMix;
    passwordHash: string;
    expiresAt: Date;
    sessionCookie: string;
    clockIn: boolean;
  },
) {
  const { k, mix } = input;
  const company = await db
    .insertInto('companies')
    .values({
      name: `Capacidad ${k + 1} S.L.`,
      cif: `B${String(70_000_000 + k).padStart(8, '0')}`,
      schema_name: `capacidad_${k + 1}`,
      plan_id: input.planId,
      subscription_status: 'active',
    })
    .returning(['id', 'name', 'schema_name'])
    .executeTakeFirstOrThrow();
  const companyId = company.id;
  const people = [
    { role: 'company' as const, persona: 'manager' as const },
    ...Array.from({ length: mix.managers - 1 }, () => ({ role: 'manager' as const, persona: 'manager' as const })),
    ...Array.from({ length: mix.workersIn + mix.workersOut }, () => ({
      role: 'worker' as const,
      persona: 'worker' as const,
    })),
  ];
  const users = await withTenant(db, companyId, async (trx) => {
    await trx.insertInto('company_config').values({ company_id: companyId, user_limit: 999_999 }).execute();
    await openDefaultWorkCentre(trx, companyId);
    const rows: { id: number; email: string; name: string; role: string }[] = [];
    for (const batch of chunks(people, ROWS_PER_INSERT)) {
      const offset = rows.length;
      const inserted = await trx
        .insertInto('users')
        .values(
          batch.map((p, i) => ({
            company_id: companyId,
            email: `c${k + 1}u${offset + i + 1}@capacidad.test`,
            name: `Persona ${offset + i + 1} de Capacidad ${k + 1}`,
            role: p.role,
            password_hash: input.passwordHash,
            email_verified_at: sql<Date>`now()`,
          })),
        )
        .returning(['id', 'email', 'name', 'role'])
        .execute();
      await trx
        .insertInto('employees')
        .values(
          inserted.map((row) => ({
            company_id: companyId,
            user_id: row.id,
            identification: `${String(10_000_000 + row.id)}X`,
            phone: `+34600${String(row.id % 1_000_000).padStart(6, '0')}`,
          })),
        )
        .execute();
      rows.push(...inserted);
    }
    return rows;
  });
  const [admin, ...rest] = users;
  if (!admin) throw new Error('empresa sin administración');
  const managers = [admin, ...rest.slice(0, mix.managers - 1)];
  const workers = rest.slice(mix.managers - 1);
  // Each manager (not the admin, who reaches everyone) leads an equal share of the workers.
  const leads = managers.slice(1);
  const teams = new Map<number, number[]>(managers.map((m) => [m.id, []]));
  const links = leads.length
    ? workers.map((w, i) => {
        const manager = leads[i % leads.length] as { id: number };
        teams.get(manager.id)?.push(w.id);
        return { company_id: companyId, employee_id: w.id, manager_id: manager.id };
      })
    : [];
  teams.set(
    admin.id,
    workers.slice(0, 10).map((w) => w.id),
  );
  const kioskTokens = Array.from({ length: mix.kiosks }, () => generateToken());
  await withTenant(db, companyId, async (trx) => {
    for (const batch of chunks(links, ROWS_PER_INSERT))
      await trx.insertInto('employee_managers').values(batch).execute();
    const terminals = await trx
      .insertInto('pos_terminals')
      .values(
        kioskTokens.map((_, t) => ({
          company_id: companyId,
          name: `Entrada ${t + 1}`,
          id_acceso: `POS-${(k * 100 + t).toString(36).toUpperCase().padStart(5, '0')}`,
          pin_hash: input.passwordHash,
          created_by: admin.id,
        })),
      )
      .returning(['id'])
      .execute();
    await trx
      .insertInto('pos_sessions')
      .values(
        terminals.map((terminal, t) => ({
          company_id: companyId,
          terminal_id: terminal.id,
          token_hash: hashToken(kioskTokens[t] as string),
          pin_generation: 1,
          expires_at: new Date(Date.now() + POS_SESSION_DAYS * 86_400_000),
          ip: '127.0.0.1',
          user_agent: 'jornada-bench-capacity',
        })),
      )
      .execute();
  });
  const tokens = users.map(() => generateToken());
  for (const batch of chunks(
    users.map((u, i) => ({ u, token: tokens[i] as string })),
    ROWS_PER_INSERT,
  )) {
    await db
      .insertInto('sessions')
      .values(
        batch.map(({ u, token }) => ({
          token_hash: hashToken(token),
          user_id: u.id,
          expires_at: input.expiresAt,
          ip: '127.0.0.1',
          user_agent: 'jornada-bench-capacity',
        })),
      )
      .execute();
  }
  const cookieOf = (index: number) => `${input.sessionCookie}=${tokens[index]}`;
  const clients: CapacityClient[] = [];
  const toClockIn: { user: SessionUser; index: number }[] = [];
  users.forEach((u, index) => {
    const isManager = index < mix.managers;
    const isShiftOpen = input.clockIn && !isManager && index - mix.managers < mix.workersIn;
    clients.push({
      persona: isManager ? 'manager' : 'worker',
      userId: u.id,
      companyId,
      cookie: cookieOf(index),
      isShiftOpen,
      ...(isManager ? { team: (teams.get(u.id) ?? []).slice(0, 10) } : {}),
    });
    if (isShiftOpen) toClockIn.push({ user: sessionUserOf(company, u), index });
  });
  for (const token of kioskTokens) {
    clients.push({
      persona: 'kiosk',
      userId: 0,
      companyId,
      cookie: `jornada_pos=${token}`,
      isShiftOpen: false,
      schemaName: company.schema_name,
    });
  }
  return { companyId, clients, toClockIn };
}

function sessionUserOf(
  company: { id: number; name: string; schema_name: string },
  row: { id: number; name: string; email: string; role: string },
): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    company_id: company.id,
    schema_name: company.schema_name,
    company_name: company.name,
    gestoria_id: null,
    must_change_password: false,
  } as SessionUser;
}
