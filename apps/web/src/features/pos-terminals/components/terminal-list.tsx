import type { Employee } from '@jornada/shared/api/employees';
import type { PosTerminal, PosTerminalLockout } from '@jornada/shared/api/pos-terminals';
import { namesByIdOf, summarizeTerminalEmployees } from '../utils/terminal-employees';
import type { CentreOption } from '../utils/terminal-form';
import { orderTerminals } from '../utils/terminal-list';
import { lockoutsOfTerminal } from '../utils/terminal-lockouts';
import { type TerminalActions, TerminalItem } from './terminal-item';

/** The company's terminals, live ones first, revoked ones kept below for the record. */
export function TerminalList({
  terminals,
  employees,
  centres,
  lockouts,
  ...actions
}: {
  terminals: readonly PosTerminal[];
  employees: readonly Employee[];
  centres: readonly CentreOption[];
  lockouts: readonly PosTerminalLockout[];
} & TerminalActions) {
  const now = new Date();
  const names = namesByIdOf(employees);
  const centreNames = new Map(centres.map((centre) => [centre.id, centre.name]));
  return (
    <ul aria-label="Terminales POS" className="divide-y divide-slate-200 dark:divide-slate-800">
      {orderTerminals(terminals).map((terminal) => (
        <TerminalItem
          key={terminal.id}
          terminal={terminal}
          employeesSummary={summarizeTerminalEmployees(terminal.employee_ids, names)}
          centreName={centres.length > 1 ? (centreNames.get(terminal.centre_id) ?? null) : null}
          lockouts={lockoutsOfTerminal(terminal, lockouts)}
          now={now}
          {...actions}
        />
      ))}
    </ul>
  );
}
