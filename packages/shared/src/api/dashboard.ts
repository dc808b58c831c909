import { z } from 'zod';

/**
 * GET /api/dashboard/staff-today: today's staff at a glance (company admin: everyone who clocks;
 * manager: their team). One row per employee, in one request instead of one per employee.
 */

export const staffTodayStatuses = [
  'in_progress',
  'on_break',
  'completed',
  'not_started',
  'absent',
  'holiday',
  'day_off',
] as const;
export type StaffTodayStatus = (typeof staffTodayStatuses)[number];

/** SPEC §4.1's employee-list labels for the shift states, and the days nobody is expected. */
export const staffTodayStatusLabels: Record<StaffTodayStatus, string> = {
  in_progress: 'En jornada',
  on_break: 'En descanso',
  completed: 'Completado',
  not_started: 'No iniciada',
  absent: 'Ausencia',
  holiday: 'Festivo',
  day_off: 'Día libre',
};

export const staffTodayEntrySchema = z.object({
  employee_id: z.number().int(),
  name: z.string(),
  status: z.enum(staffTodayStatuses),
  /** 'HH:mm' Madrid of the shift shown (the open one, else today's first); null without one. */
  start: z.string().nullable(),
  /** yyyy-MM-dd the shown shift started on: differs from `date` for a shift still open since an earlier day. */
  start_date: z.string().nullable(),
  /** 'HH:mm' Madrid of the last end today; null while open or without a shift. */
  end: z.string().nullable(),
  /** 'HH:mm' Madrid the current break began; only while on a break. */
  break_start: z.string().nullable(),
  /** Minutes worked today so far (breaks excluded when the company does not count them). */
  worked_minutes: z.number().int(),
  /** 'HH:mm' the assigned turno starts, when one is assigned. */
  expected_start: z.string().nullable(),
  /** Why nobody is expected: the absence's kind ('Vacaciones', …) or the holiday's name; null otherwise. */
  detail: z.string().nullable(),
});
export type StaffTodayEntry = z.infer<typeof staffTodayEntrySchema>;

export const staffTodayResponse = z.object({
  /** yyyy-MM-dd, Madrid. */
  date: z.string(),
  /** The holiday's name when today is one for the company, else null. */
  holiday: z.string().nullable(),
  data: z.array(staffTodayEntrySchema),
});
export type StaffTodayResponse = z.infer<typeof staffTodayResponse>;
