import type { WorkMode } from '@jornada/shared/domain/employee-contract';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import type { SpainRegion } from '@jornada/shared/domain/spain-regions';
import { type Db, enterTenant, type Trx, withTenant } from '../../db/tenant';
import { hashPassword } from '../../lib/passwords';
import { createApiKey } from '../api-keys/api-keys.service';
import { companyIdBySchemaName } from '../company/company-lookup';
import { openContractPeriod } from '../contracts/contract-periods';
import { publishDigests } from '../record/publish-digests';
import type { RecordSigningKey } from '../record/signing-key';
import { seedKioskPins } from '../terminals/kiosk-pin.service';
import { seedPosTerminal } from '../terminals/pos-terminals.service';
import { openDefaultWorkCentre, seedWorkCentre } from '../work-centres/work-centres.service';
import {
  findCompanyUserByEmail,
  findPlanByType,
  hasUserWithEmail,
  insertCompany,
  insertCompanyConfig,
  insertDemoUser,
  insertEmployee,
  insertGestoria,
  insertManagerLink,
  insertSeedAudit,
  insertShift,
} from './demo.repository';
import { DEMO_TRIAL_COMPANY, seedConsoleDemo } from './seed-console';
import { seedApprovedCorrection } from './seed-correction';
import { seedFullHistory } from './seed-full-history';
import { planWorkHistory } from './seed-history';
import { seedOvertimeSettlement } from './seed-overtime-settlement';
import { seedDemoPetitions } from './seed-petitions';
import { writeSealedHistory } from './write-sealed-history';

export const DEMO_PASSWORD = 'Demo1234!';

/** The demo's POS terminal (Panadería Ejemplo) and every demo worker's and manager's personal kiosk PIN. */
export const DEMO_POS_TERMINAL = { name: 'Mostrador', idAcceso: 'POS-0001', pin: '123456' } as const;
export const DEMO_KIOSK_PIN = '1234';

/** What `npm start` and `seed-demo` print about the POS beside the demo accounts. */
export const demoPosNotice = `Terminal POS de Panadería Ejemplo S.L.: identificador ${DEMO_POS_TERMINAL.idAcceso}, PIN ${DEMO_POS_TERMINAL.pin} (${DEMO_POS_TERMINAL.name}; /login?mode=pos). PIN personal de cada trabajador y manager: ${DEMO_KIOSK_PIN}.`;

export const demoAccounts = [
  { email: 'plataforma@jornada.test', role: 'navegatel', note: 'administración de la plataforma' },
  { email: 'gestoria@jornada.test', role: 'gestoria', note: 'Asesoría Demo' },
  { email: 'empresa@jornada.test', role: 'company', note: 'Panadería Ejemplo S.L. (Premium: Obrador y Tienda Centro)' },
  { email: 'manager@jornada.test', role: 'manager', note: 'Panadería Ejemplo S.L.' },
  { email: 'trabajador@jornada.test', role: 'worker', note: 'Panadería Ejemplo S.L.' },
  { email: 'javier.moreno@jornada.test', role: 'worker', note: 'Panadería Ejemplo S.L. (teletrabajo; Tienda Centro)' },
  { email: 'marta.sanchez@jornada.test', role: 'worker', note: 'Panadería Ejemplo S.L. (parcial 50 %; Tienda Centro)' },
  { email: 'pablo.diaz@jornada.test', role: 'worker', note: 'Panadería Ejemplo S.L. (sin manager)' },
  { email: 'empresa2@jornada.test', role: 'company', note: 'Talleres Norte S.L.' },
  { email: 'trabajador2@jornada.test', role: 'worker', note: 'Talleres Norte S.L.' },
  {
    email: DEMO_TRIAL_COMPANY.admin.email,
    role: 'company',
    note: `${DEMO_TRIAL_COMPANY.name} (en prueba ${DEMO_TRIAL_COMPANY.trialDays} días, alta desde la consola)`,
  },
] as const;

type Person = {
  email: string;
  name: string;
  identification: string;
  phone: string;
  /** «Código de nómina» in the company's payroll program (six digits, as A3 numbers its workers). */
  payrollCode: string;
  /** The contract from the start of the previous month; full time (40 h) on site when not given. */
  contract?: { weeklyHours: number; workMode: WorkMode };
  /** The name of the work centre the person belongs to; the company's default when not given. */
  centre?: string;
};

/** A demo work centre; the first of a company's is its default. */
type DemoCentre = { name: string; address: string; latitude: number; longitude: number; radiusMeters: number };

/** The first day of the month before today's (Madrid): the demo's contracts apply from there. */
function startOfPreviousMonth(now: Date): string {
  const [year, month] = madridDate(now).split('-').map(Number) as [number, number];
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return `${previous.year}-${String(previous.month).padStart(2, '0')}-01`;
}

/** Argon2id hashes computed once for the whole seed (each takes tens of milliseconds). */
interface SeedHashes {
  password: string;
  posTerminalPin: string;
  kioskPin: string;
}

async function addCompany(
  trx: Trx,
  hashes: SeedHashes,
  now: Date,
  input: {
    name: string;
    cif: string;
    schemaName: string;
    planType: 'free' | 'premium';
    gestoriaId: number;
    /** The autonomous community (ISO 3166-2): its regional holidays apply. */
    region: SpainRegion;
    allowsRemoteWork: boolean;
    /** Its work centres, the default first; without them, the default 'Centro principal' only. */
    centres?: DemoCentre[];
    admin: Person;
    managers: Person[];
    workers: (Person & { managerEmail?: string; shift?: string })[];
    shifts: { name: string; start: string; end: string }[];
    /** The demo's POS terminal: every employee, personal PIN required. */
    hasPosTerminal?: boolean;
    /** The work centre (by name) the demo terminal stands in; the default one when left out. */
    posTerminalCentre?: string;
  },
) {
  const plan = await findPlanByType(trx, input.planType);
  const companyId = await insertCompany(trx, {
    name: input.name,
    cif: input.cif,
    schemaName: input.schemaName,
    planId: plan.id,
    gestoriaId: input.gestoriaId,
    subscriptionStatus: 'active',
    region: input.region,
  });
  await enterTenant(trx, companyId);
  await insertCompanyConfig(trx, companyId, plan.user_limit, input.allowsRemoteWork);
  const centreIds = new Map<string, number>();
  if (!input.centres?.length) await openDefaultWorkCentre(trx, companyId);
  for (const [index, centre] of (input.centres ?? []).entries()) {
    const { radiusMeters, ...values } = centre;
    const id = await seedWorkCentre(trx, companyId, {
      ...values,
      radius_meters: radiusMeters,
      isDefault: index === 0,
    });
    centreIds.set(centre.name, id);
  }
  const shiftIds = new Map<string, number>();
  for (const shift of input.shifts) shiftIds.set(shift.name, await insertShift(trx, companyId, shift));
  const ids = new Map<string, number>();
  const people = [
    { ...input.admin, role: 'company' as const },
    ...input.managers.map((m) => ({ ...m, role: 'manager' as const })),
    ...input.workers.map((w) => ({ ...w, role: 'worker' as const })),
  ];
  for (const person of people) {
    const id = await insertDemoUser(trx, hashes.password, { ...person, companyId });
    ids.set(person.email, id);
    const shift = 'shift' in person && person.shift ? shiftIds.get(person.shift) : undefined;
    await insertEmployee(trx, companyId, {
      userId: id,
      identification: person.identification,
      phone: person.phone,
      payrollCode: person.payrollCode,
      shiftId: shift ?? null,
      centreId: person.centre ? (centreIds.get(person.centre) ?? null) : null,
    });
  }
  const contractsFrom = startOfPreviousMonth(now);
  for (const person of people) {
    await openContractPeriod(trx, companyId, {
      userId: ids.get(person.email) as number,
      effectiveFrom: contractsFrom,
      weeklyMinutes: (person.contract?.weeklyHours ?? 40) * 60,
      workMode: person.contract?.workMode ?? 'presencial',
      createdBy: ids.get(input.admin.email) ?? null,
    });
  }
  for (const worker of input.workers) {
    if (!worker.managerEmail) continue;
    await insertManagerLink(trx, companyId, ids.get(worker.email) as number, ids.get(worker.managerEmail) as number);
  }
  // Everyone who clocks has the same personal kiosk PIN, hashed once.
  const clocking = people
    .filter((person) => person.role !== 'company')
    .map((person) => ids.get(person.email) as number);
  await seedKioskPins(trx, companyId, clocking, hashes.kioskPin);
  if (input.hasPosTerminal) {
    await seedPosTerminal(trx, companyId, {
      name: DEMO_POS_TERMINAL.name,
      idAcceso: DEMO_POS_TERMINAL.idAcceso,
      pinHash: hashes.posTerminalPin,
      employeeIds: null,
      requireEmployeePin: true,
      centreId: input.posTerminalCentre ? centreIds.get(input.posTerminalCentre) : undefined,
      createdBy: ids.get(input.admin.email) ?? null,
    });
  }
  await insertSeedAudit(trx, companyId);
  return companyId;
}

/** The history the API tests run on: a few past days of three people, oldest first, one person after another. */
async function seedLightHistory(db: Db, now: Date) {
  const today = madridDate(now);
  const madrid = { latitude: 40.4168, longitude: -3.7038 };
  const bilbao = { latitude: 43.263, longitude: -2.935 };
  const lucia = await sessionUserOf(db, 'trabajador@jornada.test');
  const carlos = await sessionUserOf(db, 'manager@jornada.test');
  const sergio = await sessionUserOf(db, 'trabajador2@jornada.test');
  await withTenant(db, lucia.company_id as number, (trx) =>
    writeSealedHistory(trx, lucia.company_id as number, [
      ...planWorkHistory(lucia.id, today, { days: 10, start: '08:00', end: '15:05', place: madrid }),
      ...planWorkHistory(carlos.id, today, { days: 3, start: '07:50', end: '15:10', place: madrid }),
    ]),
  );
  await withTenant(db, sergio.company_id as number, (trx) =>
    writeSealedHistory(
      trx,
      sergio.company_id as number,
      planWorkHistory(sergio.id, today, { days: 3, start: '09:00', end: '18:00', place: bilbao }),
    ),
  );
}

export function hasDemoData(db: Db): Promise<boolean> {
  return hasUserWithEmail(db, 'plataforma@jornada.test');
}

async function sessionUserOf(db: Db, email: string) {
  const row = await findCompanyUserByEmail(db, email);
  return { ...row, gestoria_id: null, must_change_password: false, company_state: null };
}

export interface SeedDemoOptions {
  signingKey?: RecordSigningKey;
  /**
   * 'full' (the default: `npm start`'s first start, `npm run seed:demo`, the e2e server): every
   * working day from the first of the previous month to yesterday for every demo worker and manager,
   * with a part-time worker, remote days, long days, a corrected shift, a forgotten clock-out, a
   * local holiday, an approved vacation and one month of overtime settled (paid). 'light': a few
   * days of three people — what the API tests were written against (test/test-app.ts asks for it).
   */
  history?: 'full' | 'light';
  /** The seeding's "today" (tests fake it); the real time otherwise. */
  now?: Date;
}

/**
 * Idempotent: does nothing when the demo accounts already exist. With the record's signing key, each
 * demo company also gets today's signed digest, so the anchoring shows from the first start.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  if (await hasDemoData(db)) return false;
  const [password, posTerminalPin, kioskPin] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_POS_TERMINAL.pin),
    hashPassword(DEMO_KIOSK_PIN),
  ]);
  const hashes: SeedHashes = { password, posTerminalPin, kioskPin };
  const gestoriaId = await db.transaction().execute(async (trx) => {
    const gestoriaId = await insertGestoria(trx, {
      name: 'Asesoría Demo',
      cif: 'B12345674',
      email: 'gestoria@jornada.test',
    });
    await insertDemoUser(trx, hashes.password, {
      email: 'plataforma@jornada.test',
      name: 'Equipo Plataforma',
      role: 'navegatel',
    });
    await insertDemoUser(trx, hashes.password, {
      email: 'gestoria@jornada.test',
      name: 'Laura Martín',
      role: 'gestoria',
      gestoriaId,
    });
    await addCompany(trx, hashes, now, {
      name: 'Panadería Ejemplo S.L.',
      hasPosTerminal: true,
      // The counter's tablet stands in the shop.
      posTerminalCentre: 'Tienda Centro',
      cif: 'B87654323',
      schemaName: 'panaderia_ejemplo',
      // Premium: several work centres, the bakery's workshop and its shop in the centre of Madrid.
      planType: 'premium',
      gestoriaId,
      region: 'ES-MD',
      allowsRemoteWork: true,
      centres: [
        {
          name: 'Obrador',
          address: 'Calle de Postas 8, 28012 Madrid',
          latitude: 40.4168,
          longitude: -3.7038,
          radiusMeters: 150,
        },
        {
          name: 'Tienda Centro',
          address: 'Plaza Mayor 14, 28012 Madrid',
          latitude: 40.4153,
          longitude: -3.7074,
          radiusMeters: 100,
        },
      ],
      shifts: [
        { name: 'Mañana', start: '08:00', end: '15:00' },
        { name: 'Tarde', start: '15:00', end: '22:00' },
      ],
      admin: {
        email: 'empresa@jornada.test',
        name: 'Ana García',
        identification: '12345678Z',
        phone: '+34600000001',
        payrollCode: '000001',
      },
      managers: [
        {
          email: 'manager@jornada.test',
          name: 'Carlos Ruiz',
          identification: '23456789D',
          phone: '+34600000002',
          payrollCode: '000002',
        },
      ],
      workers: [
        {
          email: 'trabajador@jornada.test',
          name: 'Lucía Fernández',
          identification: '34567890V',
          payrollCode: '000003',
          phone: '+34600000003',
          managerEmail: 'manager@jornada.test',
          shift: 'Mañana',
        },
        {
          email: 'javier.moreno@jornada.test',
          name: 'Javier Moreno',
          identification: '45678901G',
          payrollCode: '000004',
          phone: '+34600000004',
          managerEmail: 'manager@jornada.test',
          shift: 'Mañana',
          contract: { weeklyHours: 40, workMode: 'teletrabajo' },
          centre: 'Tienda Centro',
        },
        {
          email: 'marta.sanchez@jornada.test',
          name: 'Marta Sánchez',
          identification: 'X1234567L',
          payrollCode: '000005',
          phone: '+34600000005',
          managerEmail: 'manager@jornada.test',
          shift: 'Tarde',
          // Part-time: half the company's 40-hour week.
          contract: { weeklyHours: 20, workMode: 'presencial' },
          centre: 'Tienda Centro',
        },
        {
          email: 'pablo.diaz@jornada.test',
          name: 'Pablo Díaz',
          identification: '56789012B',
          payrollCode: '000006',
          phone: '+34600000006',
          shift: 'Tarde',
        },
      ],
    });
    await addCompany(trx, hashes, now, {
      name: 'Talleres Norte S.L.',
      cif: 'B11223344',
      schemaName: 'talleres_norte',
      planType: 'free',
      gestoriaId,
      region: 'ES-PV', // Bilbao
      allowsRemoteWork: false,
      shifts: [{ name: 'Jornada partida', start: '09:00', end: '18:00' }],
      admin: {
        email: 'empresa2@jornada.test',
        name: 'Elena Vidal',
        identification: '67890123B',
        payrollCode: '000001',
        phone: '+34600000007',
      },
      managers: [],
      workers: [
        {
          email: 'trabajador2@jornada.test',
          name: 'Sergio López',
          identification: '78901234X',
          payrollCode: '000002',
          phone: '+34600000008',
        },
      ],
    });
    return gestoriaId;
  });
  if (options.history === 'light') {
    await seedLightHistory(db, now);
    await seedDemoPetitions(db, now);
  } else {
    await seedConsoleDemo(db, gestoriaId, hashes.password, now);
    // A named API key of the Premium bakery, made by its admin so the log reads as real
    // use. Its secret is not kept anywhere: the card shows how keys look; a working one is created there.
    await createApiKey(
      db,
      { user: await sessionUserOf(db, 'empresa@jornada.test'), ip: null },
      { name: 'Programa de nóminas (ejemplo)', scopes: ['register:read', 'employees:read'] },
    );
    // The petitions first: they add the companies' fixed local holidays, which nobody clocks on.
    await seedDemoPetitions(db, now);
    for (const late of await seedFullHistory(db, now)) {
      const worker = await sessionUserOf(db, late.email);
      const approver = await sessionUserOf(db, 'manager@jornada.test');
      await seedApprovedCorrection(db, late, { worker, approver }, now);
    }
  }
  // The previous month's overtime of Lucía (or whoever has some) recorded as paid by the admin.
  await seedOvertimeSettlement(
    db,
    {
      admin: await sessionUserOf(db, 'empresa@jornada.test'),
      preferredEmployeeId: (await sessionUserOf(db, 'trabajador@jornada.test')).id,
    },
    now,
  );
  if (options.signingKey) {
    const companyIds: number[] = [];
    for (const schemaName of ['panaderia_ejemplo', 'talleres_norte']) {
      const companyId = await companyIdBySchemaName(db, schemaName);
      if (companyId !== undefined) companyIds.push(companyId);
    }
    await publishDigests(db, options.signingKey, { now, companyIds });
  }
  return true;
}
