import type { PosTerminal, PosTerminalLockout } from '@jornada/shared/api/pos-terminals';
import { Ban, Key, SquarePen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { StatusPill } from '../../../components/ui/status-pill';
import { cn } from '../../../lib/cn';
import { formatInstant, formatLastSeen } from '../utils/last-seen';
import { TerminalLockouts } from './terminal-lockouts';

export interface TerminalActions {
  onEdit: (terminal: PosTerminal) => void;
  onRenewPin: (terminal: PosTerminal) => void;
  onRevoke: (terminal: PosTerminal) => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1 sm:flex-col">
      <dt className="text-slate-500 dark:text-slate-400">{label}:</dt>
      <dd className="text-slate-800 dark:text-slate-200">{children}</dd>
    </div>
  );
}

function Action({ icon, label, name, onClick }: { icon: ReactNode; label: string; name: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick}>
      {icon}
      {label}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}

/** One terminal: its state, identifier, who may clock, the personal PIN rule and when it was last used. */
export function TerminalItem({
  terminal,
  employeesSummary,
  centreName,
  lockouts,
  now,
  onEdit,
  onRenewPin,
  onRevoke,
}: {
  terminal: PosTerminal;
  employeesSummary: string;
  /** Shown when the company has several centres. */
  centreName: string | null;
  /** What wrong PINs lock now at this terminal (ADR 025). */
  lockouts: readonly PosTerminalLockout[];
  now: Date;
} & TerminalActions) {
  const isRevoked = terminal.revoked_at !== null;
  return (
    <li
      data-testid="pos-terminal"
      data-id-acceso={terminal.id_acceso}
      className={cn('flex flex-col gap-3 p-4 sm:p-5', isRevoked && 'bg-slate-50/70 dark:bg-slate-950/40')}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold break-words text-slate-900 dark:text-white">{terminal.name}</h3>
            <StatusPill tone={isRevoked ? 'danger' : 'success'} hasDot>
              {isRevoked ? 'Revocado' : 'Activo'}
            </StatusPill>
          </div>
          <p className="font-mono text-sm text-slate-600 dark:text-slate-400">{terminal.id_acceso}</p>
        </div>
        {!isRevoked && (
          <div className="flex flex-wrap gap-2">
            <Action
              icon={<SquarePen aria-hidden="true" />}
              label="Editar"
              name={terminal.name}
              onClick={() => onEdit(terminal)}
            />
            <Action
              icon={<Key aria-hidden="true" />}
              label="Nuevo PIN"
              name={terminal.name}
              onClick={() => onRenewPin(terminal)}
            />
            <Action
              icon={<Ban aria-hidden="true" />}
              label="Revocar"
              name={terminal.name}
              onClick={() => onRevoke(terminal)}
            />
          </div>
        )}
      </div>
      <dl className={cn('grid gap-1 text-sm sm:gap-4', centreName ? 'sm:grid-cols-4' : 'sm:grid-cols-3')}>
        {centreName && <Fact label="Centro">{centreName}</Fact>}
        <Fact label="Empleados">{employeesSummary}</Fact>
        <Fact label="PIN personal">{terminal.require_employee_pin ? 'Obligatorio' : 'No se pide'}</Fact>
        {isRevoked ? (
          <Fact label="Revocado">{formatInstant(terminal.revoked_at)}</Fact>
        ) : (
          <Fact label="Última conexión">
            <time dateTime={terminal.last_seen_at ?? undefined} title={formatInstant(terminal.last_seen_at)}>
              {formatLastSeen(terminal.last_seen_at, now)}
            </time>
          </Fact>
        )}
      </dl>
      {!isRevoked && lockouts.length > 0 && <TerminalLockouts terminal={terminal} lockouts={lockouts} />}
    </li>
  );
}
