/** Detail keys that hold a user id (or a list of them). */
const USER_KEYS = new Set([
  'manager_id',
  'user_id',
  'employee_id',
  'assigned_to',
  'requested_by',
  'approved_by',
  'removed_managers',
  'removed_team',
  'employee_ids',
]);
/** Detail keys that hold a shift id. */
const SHIFT_KEYS = new Set(['shift_id']);
/** Detail keys that hold a work centre id (an employee's centre, a start's). */
const CENTRE_KEYS = new Set(['centre_id']);
/** Entities whose entity_id is a user id. */
const USER_ENTITIES = new Set(['employee', 'user']);
/** Entities whose entity_id is a work centre id. */
const CENTRE_ENTITIES = new Set(['work_centre']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function addIds(into: Set<number>, value: unknown) {
  for (const item of Array.isArray(value) ? value : [value]) {
    const n = typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : item;
    if (typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647) into.add(n);
  }
}

export interface ReferencedRow {
  entity: string | null;
  entity_id: string | null;
  details: Record<string, unknown> | null;
}

/**
 * Every user, shift and work centre id a page of log rows mentions: the entity, detail keys such as manager_id
 * or assigned_to, a changed field's from/to (employee.updated: { field, from, to }) and a change
 * list's entries ({ changes: { shift_id: { from, to } } }).
 */
export function referencedIds(rows: readonly ReferencedRow[]) {
  const users = new Set<number>();
  const shifts = new Set<number>();
  const centres = new Set<number>();
  const visit = (key: string, value: unknown) => {
    if (USER_KEYS.has(key)) addIds(users, isRecord(value) ? [value.from, value.to].flat() : value);
    if (SHIFT_KEYS.has(key)) addIds(shifts, isRecord(value) ? [value.from, value.to] : value);
    if (CENTRE_KEYS.has(key)) addIds(centres, isRecord(value) ? [value.from, value.to] : value);
  };
  for (const row of rows) {
    if (row.entity && USER_ENTITIES.has(row.entity)) addIds(users, row.entity_id);
    if (row.entity && CENTRE_ENTITIES.has(row.entity)) addIds(centres, row.entity_id);
    const details = row.details ?? {};
    for (const [key, value] of Object.entries(details)) visit(key, value);
    if (typeof details.field === 'string') visit(details.field, { from: details.from, to: details.to });
    if (isRecord(details.changes)) for (const [key, value] of Object.entries(details.changes)) visit(key, value);
  }
  const sorted = (ids: Set<number>) => [...ids].sort((a, b) => a - b);
  return { users: sorted(users), shifts: sorted(shifts), centres: sorted(centres) };
}
