import type { Workshift } from '@jornada/shared/api/workshift';
import { ctx } from './petitions.test-helpers';

/** What the correction tests share besides the petitions' context (petitions.test-helpers.ts). */

export interface EventRow {
  id: string;
  kind: string;
  workshift_id: string | null;
  actor_user_id: number;
  details: Record<string, unknown>;
  row: string;
}

/** Every event of a worker as a superuser reads it (the whole row as JSON, to compare untouched). */
export function eventsOf(userId: number) {
  return ctx.superuserQuery<EventRow>(
    `select id::text, kind, workshift_id::text, actor_user_id, details, row_to_json(e)::text as row
       from clock_events e where user_id = $1 order by e.id`,
    [userId],
  );
}

export function correction(shift: Workshift, values: Record<string, unknown>) {
  return { table_name: 'wscorrections' as const, workshift_id: shift.id, reason: 'Olvidé fichar a la hora', ...values };
}
