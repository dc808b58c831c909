import {
  type CreatePosTerminalRequest,
  createPosTerminalRequest,
  type PosTerminal,
  type UpdatePosTerminalRequest,
} from '@jornada/shared/api/pos-terminals';
import { z } from 'zod';

export const CHOOSE_EMPLOYEES_MESSAGE = 'Elige al menos un empleado';

/**
 * The create and edit form: the name (the shared rule), everyone or a chosen list, and whether each
 * worker must type their personal PIN at the terminal.
 */
export const terminalFormSchema = z
  .object({
    name: createPosTerminalRequest.shape.name,
    employee_scope: z.enum(['all', 'some']),
    employee_ids: z.array(z.number().int()),
    require_employee_pin: z.boolean(),
    /** null: the company's default centre (a new terminal) or the one it has (an edit). */
    centre_id: z.number().int().nullable(),
  })
  .refine((values) => values.employee_scope === 'all' || values.employee_ids.length > 0, {
    message: CHOOSE_EMPLOYEES_MESSAGE,
    path: ['employee_ids'],
  });

export type TerminalFormValues = z.input<typeof terminalFormSchema>;

/**
 * A new terminal: everyone, personal PIN required. An existing one: its values, its list narrowed to
 * the employees who can still be chosen (a former employee would be refused by the server).
 */
export function defaultTerminalValues(
  terminal: PosTerminal | null,
  selectableIds: ReadonlySet<number>,
): TerminalFormValues {
  if (!terminal) {
    return { name: '', employee_scope: 'all', employee_ids: [], require_employee_pin: true, centre_id: null };
  }
  return {
    name: terminal.name,
    employee_scope: terminal.employee_ids === null ? 'all' : 'some',
    employee_ids: (terminal.employee_ids ?? []).filter((id) => selectableIds.has(id)),
    require_employee_pin: terminal.require_employee_pin,
    centre_id: terminal.centre_id,
  };
}

function employeeIdsOf(values: TerminalFormValues): number[] | null {
  if (values.employee_scope === 'all') return null;
  return [...new Set(values.employee_ids)].sort((a, b) => a - b);
}

/** POST /api/pos-terminals body. */
export function toCreateRequest(values: TerminalFormValues): CreatePosTerminalRequest {
  return {
    name: values.name.trim(),
    employee_ids: employeeIdsOf(values),
    require_employee_pin: values.require_employee_pin,
    ...(values.centre_id === null ? {} : { centre_id: values.centre_id }),
  };
}

function sameIds(a: readonly number[] | null, b: readonly number[] | null): boolean {
  if (a === null || b === null) return a === b;
  const sortedA = [...a].sort((x, y) => x - y);
  const sortedB = [...new Set(b)].sort((x, y) => x - y);
  return sortedA.length === sortedB.length && sortedA.every((id, i) => id === sortedB[i]);
}

/** PATCH /api/pos-terminals/{id} body with only what changed; null when nothing did. */
export function toUpdateRequest(terminal: PosTerminal, values: TerminalFormValues): UpdatePosTerminalRequest | null {
  const body: UpdatePosTerminalRequest = {};
  const name = values.name.trim();
  const employeeIds = employeeIdsOf(values);
  if (name !== terminal.name) body.name = name;
  if (!sameIds(terminal.employee_ids, employeeIds)) body.employee_ids = employeeIds;
  if (values.require_employee_pin !== terminal.require_employee_pin) {
    body.require_employee_pin = values.require_employee_pin;
  }
  if (values.centre_id !== null && values.centre_id !== terminal.centre_id) body.centre_id = values.centre_id;
  return Object.keys(body).length > 0 ? body : null;
}

/** Adds or removes one employee from the chosen list. */
export function toggleEmployee(ids: readonly number[], id: number, isChosen: boolean): number[] {
  const rest = ids.filter((other) => other !== id);
  return isChosen ? [...rest, id] : rest;
}

/** A work centre as the form offers it (GET /api/work-centres, passed in by the route). */
export interface CentreOption {
  id: number;
  name: string;
  is_default: boolean;
}
