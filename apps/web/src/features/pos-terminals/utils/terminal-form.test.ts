import type { PosTerminal } from '@jornada/shared/api/pos-terminals';
import { describe, expect, it } from 'vitest';
import {
  CHOOSE_EMPLOYEES_MESSAGE,
  defaultTerminalValues,
  type TerminalFormValues,
  terminalFormSchema,
  toCreateRequest,
  toggleEmployee,
  toUpdateRequest,
} from './terminal-form';

const terminal: PosTerminal = {
  id: 3,
  name: 'Mostrador',
  id_acceso: 'POS-0001',
  employee_ids: [5, 2],
  require_employee_pin: true,
  centre_id: 4,
  created_at: '2026-01-01T08:00:00.000Z',
  last_seen_at: null,
  revoked_at: null,
};

const values = (overrides: Partial<TerminalFormValues> = {}): TerminalFormValues => ({
  name: 'Mostrador',
  employee_scope: 'some',
  employee_ids: [2, 5],
  require_employee_pin: true,
  centre_id: 4,
  ...overrides,
});

describe('terminalFormSchema', () => {
  it('asks for a name, with the shared message', () => {
    const result = terminalFormSchema.safeParse(values({ name: '   ' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('El nombre del terminal es obligatorio');
  });

  it('asks for at least one employee when not everyone may clock', () => {
    const result = terminalFormSchema.safeParse(values({ employee_ids: [] }));
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['employee_ids', CHOOSE_EMPLOYEES_MESSAGE],
    ]);
    expect(terminalFormSchema.safeParse(values({ employee_scope: 'all', employee_ids: [] })).success).toBe(true);
  });
});

describe('defaultTerminalValues', () => {
  it('starts a new terminal open to everyone, with the personal PIN', () => {
    expect(defaultTerminalValues(null, new Set())).toEqual({
      name: '',
      employee_scope: 'all',
      employee_ids: [],
      require_employee_pin: true,
      centre_id: null,
    });
  });

  it("keeps an existing terminal's values, dropping employees who can no longer be chosen", () => {
    expect(defaultTerminalValues(terminal, new Set([2, 7]))).toEqual(values({ employee_ids: [2] }));
    expect(defaultTerminalValues({ ...terminal, employee_ids: null }, new Set([2]))).toMatchObject({
      employee_scope: 'all',
      employee_ids: [],
    });
  });
});

describe('requests', () => {
  it('creates with null for everyone, or the sorted list without repeats', () => {
    expect(toCreateRequest(values({ name: ' Almacén ', employee_scope: 'all', centre_id: null }))).toEqual({
      name: 'Almacén',
      employee_ids: null,
      require_employee_pin: true,
    });
    expect(toCreateRequest(values({ employee_ids: [9, 2, 9], require_employee_pin: false }))).toEqual({
      name: 'Mostrador',
      employee_ids: [2, 9],
      require_employee_pin: false,
      centre_id: 4,
    });
  });

  it('updates only what changed, or nothing', () => {
    expect(toUpdateRequest(terminal, values())).toBeNull();
    expect(toUpdateRequest(terminal, values({ name: 'Mostrador ' }))).toBeNull();
    expect(toUpdateRequest(terminal, values({ employee_scope: 'all' }))).toEqual({ employee_ids: null });
    expect(toUpdateRequest(terminal, values({ employee_ids: [2] }))).toEqual({ employee_ids: [2] });
    expect(toUpdateRequest(terminal, values({ name: 'Entrada', require_employee_pin: false }))).toEqual({
      name: 'Entrada',
      require_employee_pin: false,
    });
    expect(toUpdateRequest({ ...terminal, employee_ids: null }, values({ employee_ids: [5] }))).toEqual({
      employee_ids: [5],
    });
    expect(toUpdateRequest(terminal, values({ centre_id: 6 }))).toEqual({ centre_id: 6 });
  });

  it('toggles one employee in the list', () => {
    expect(toggleEmployee([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggleEmployee([1, 2], 2, true)).toEqual([1, 2]);
    expect(toggleEmployee([1, 2], 1, false)).toEqual([2]);
  });
});
