import { spanishDate } from '@jornada/shared/domain/calendar';
import { addDays, madridDate } from '@jornada/shared/domain/madrid-time';
import { isWeekend } from '@jornada/shared/domain/working-days';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { sendNotifications } from '../notifications/notify';
import { writePendingPetition, writePetitionDecision } from '../petitions/petition-history';
import { holidaySet } from '../vacations/holiday-calendar';
import { insertHolidays, listUsersByEmail } from './demo.repository';

/**
 * A few petitions and company (local) holidays for the demo — the national and regional ones come
 * from date-holidays by each company's region — so the inbox, the outbox, the badge and the
 * vacation calendar show something. Written as the seed (no audit rows, no emails); the dates follow
 * today so they stay in the future. No clock events: the demo's record stays what the seed clocked.
 */

/** The Monday `weeks` weeks after today's week (Madrid). */
function mondayIn(weeks: number, now: Date): string {
  const today = madridDate(now);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 = domingo
  return addDays(today, ((8 - weekday) % 7 || 7) + (weeks - 1) * 7);
}

/**
 * The first working day of the company on or after `date`: the approved day off has to take a day
 * the worker would otherwise work, or the month's expected hours would not show it (the Wednesday
 * five weeks on is 6 January when the seed runs on 2 December).
 */
async function firstWorkingDayFrom(trx: Trx, companyId: number, date: string): Promise<string> {
  const holidays = await holidaySet(trx, companyId, date, addDays(date, 31));
  let day = date;
  while (holidays.has(day) || isWeekend(day)) day = addDays(day, 1);
  return day;
}

async function idsOf(db: Db, emails: string[]) {
  const rows = await listUsersByEmail(db, emails);
  return new Map(rows.map((r) => [r.email, r]));
}

export async function seedDemoPetitions(db: Db, now = new Date()) {
  const people = await idsOf(db, [
    'empresa@jornada.test',
    'manager@jornada.test',
    'trabajador@jornada.test',
    'javier.moreno@jornada.test',
    'pablo.diaz@jornada.test',
    'empresa2@jornada.test',
    'trabajador2@jornada.test',
  ]);
  const person = (email: string) => {
    const found = people.get(email);
    if (!found || found.company_id === null) throw new Error(`demo: falta ${email}`);
    return found as typeof found & { company_id: number };
  };
  const ana = person('empresa@jornada.test');
  const carlos = person('manager@jornada.test');
  const lucia = person('trabajador@jornada.test');
  const javier = person('javier.moreno@jornada.test');
  const pablo = person('pablo.diaz@jornada.test');
  const elena = person('empresa2@jornada.test');
  const sergio = person('trabajador2@jornada.test');
  const year = Number(madridDate(now).slice(0, 4));

  await withTenant(db, ana.company_id, async (trx) => {
    const companyId = ana.company_id;
    for (const y of [year, year + 1]) {
      await insertHolidays(trx, companyId, [
        { date: `${y}-05-15`, name: 'San Isidro (fiesta local de Madrid)', created_by: ana.id },
      ]);
    }
    const start = mondayIn(3, now);
    const end = addDays(start, 4);
    const vacation = await writePendingPetition(trx, {
      companyId,
      kind: 'vacations',
      requesterId: lucia.id,
      employeeId: lucia.id,
      assignedTo: [carlos.id],
      payload: { vacation_type: 'vacaciones', start_date: start, end_date: end, comment: 'Viaje familiar' },
      startDate: start,
      endDate: end,
    });
    const dayOff = await firstWorkingDayFrom(trx, companyId, addDays(mondayIn(5, now), 2));
    const approved = await writePendingPetition(trx, {
      companyId,
      kind: 'vacations',
      requesterId: javier.id,
      employeeId: javier.id,
      assignedTo: [carlos.id],
      payload: { vacation_type: 'asuntos_propios', start_date: dayOff, end_date: dayOff, comment: null },
      startDate: dayOff,
      endDate: dayOff,
    });
    await writePetitionDecision(trx, companyId, approved, {
      status: 'approved',
      decidedBy: carlos.id,
      comment: 'Sin problema, disfrútalo',
    });
    const ticket = await writePendingPetition(trx, {
      companyId,
      kind: 'tickets',
      requesterId: pablo.id,
      employeeId: pablo.id,
      assignedTo: [ana.id],
      payload: {
        title: 'La app no me deja fichar desde el móvil',
        incident_type: 'Problemas técnicos con la app',
        description: 'Al pulsar «Iniciar jornada» se queda cargando y no registra nada.',
      },
    });
    await sendNotifications(trx, companyId, [
      {
        userId: carlos.id,
        type: 'vacation',
        event: 'petition_created',
        petitionId: vacation,
        title: 'Nueva petición: Vacaciones y permisos',
        message: `${lucia.name}: vacaciones del ${spanishDate(start)} al ${spanishDate(end)}`,
        link: `/petitions?view=inbox&id=${vacation}`,
      },
      {
        userId: carlos.id,
        type: 'vacation',
        event: 'petition_created',
        petitionId: approved,
        title: 'Nueva petición: Vacaciones y permisos',
        message: `${javier.name}: asuntos propios el ${spanishDate(dayOff)}`,
        link: `/petitions?view=inbox&id=${approved}`,
      },
      {
        userId: javier.id,
        type: 'vacation',
        event: 'petition_decided',
        petitionId: approved,
        title: 'Petición aprobada',
        message: `${carlos.name} ha aprobado tu petición: asuntos propios el ${spanishDate(dayOff)}.`,
        link: `/petitions?view=outbox&id=${approved}`,
      },
      {
        userId: ana.id,
        type: 'ticket',
        event: 'petition_created',
        petitionId: ticket,
        title: 'Nueva petición: Incidencia',
        message: `${pablo.name}: Problemas técnicos con la app: La app no me deja fichar desde el móvil`,
        link: `/petitions?view=inbox&id=${ticket}`,
      },
    ]);
  });

  await withTenant(db, elena.company_id, async (trx) => {
    const companyId = elena.company_id;
    for (const y of [year, year + 1]) {
      await insertHolidays(trx, companyId, [
        { date: `${y}-07-31`, name: 'San Ignacio de Loyola (Bizkaia)', created_by: elena.id },
      ]);
    }
    const ticket = await writePendingPetition(trx, {
      companyId,
      kind: 'tickets',
      requesterId: sergio.id,
      employeeId: sergio.id,
      assignedTo: [elena.id],
      payload: {
        title: 'Fiché la salida tarde',
        incident_type: 'Olvido de fichar salida',
        description: 'El viernes salí a las 18:00 pero fiché al llegar a casa.',
      },
    });
    await sendNotifications(trx, companyId, [
      {
        userId: elena.id,
        type: 'ticket',
        event: 'petition_created',
        petitionId: ticket,
        title: 'Nueva petición: Incidencia',
        message: `${sergio.name}: Olvido de fichar salida: Fiché la salida tarde`,
        link: `/petitions?view=inbox&id=${ticket}`,
      },
    ]);
  });
}
