import { type PosTerminal, type PosTerminalWithPin, posTerminalLimitMessage } from '@jornada/shared/api/pos-terminals';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useClockingEmployees } from '../api/get-clocking-employees';
import { usePosTerminals } from '../api/get-pos-terminals';
import type { CentreOption } from '../utils/terminal-form';
import { KioskPinResetCard } from './kiosk-pin-reset-card';
import { type ConfirmState, TerminalConfirmDialogs } from './terminal-confirm-dialogs';
import { TerminalFormDialog } from './terminal-form-dialog';
import { TerminalPinDialog } from './terminal-pin-dialog';
import { TerminalsCard } from './terminals-card';

type FormState = { terminal: PosTerminal | null } | null;
type ShownPin = { terminal: PosTerminalWithPin; isNew: boolean } | null;

/**
 * /pos-terminals (company admin): the shared devices where employees clock. Create one (its PIN is
 * shown once, with a printable setup sheet), choose who may clock there, give it a new PIN, revoke it.
 */
export function PosTerminalsPage({
  companyName,
  centres = [],
  terminalLimit,
}: {
  companyName: string;
  /** The company's centres in use (GET /api/work-centres). */
  centres?: readonly CentreOption[];
  /** The plan's live terminals (undefined while the company loads). */
  terminalLimit?: number;
}) {
  const employees = useClockingEmployees();
  const terminals = usePosTerminals().data;
  const hasTerminals = (terminals?.length ?? 0) > 0;
  const liveCount = terminals?.filter((terminal) => terminal.revoked_at === null).length ?? 0;
  const isAtLimit = terminalLimit !== undefined && terminals !== undefined && liveCount >= terminalLimit;
  const [form, setForm] = useState<FormState>(null);
  const [confirm, setConfirm] = useState<ConfirmState>(null);
  const [shownPin, setShownPin] = useState<ShownPin>(null);
  const onCreate = () => setForm({ terminal: null });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Terminales POS</h1>
          <p className="max-w-2xl text-sm text-slate-600 dark:text-slate-400">
            Tabletas u ordenadores compartidos donde tus empleados fichan. Cada terminal se activa en{' '}
            <span className="font-mono whitespace-nowrap">/login?mode=pos</span> con su identificador y su PIN.
          </p>
        </div>
        {hasTerminals && !isAtLimit && (
          <Button onClick={onCreate} className="self-start sm:self-auto">
            <Plus aria-hidden="true" />
            Nuevo terminal
          </Button>
        )}
      </div>
      {isAtLimit && <Alert variant="info">{posTerminalLimitMessage(terminalLimit)}</Alert>}
      <TerminalsCard
        employees={employees.data ?? []}
        centres={centres}
        canCreate={!isAtLimit}
        onCreate={onCreate}
        onEdit={(terminal) => setForm({ terminal })}
        onRenewPin={(terminal) => setConfirm({ type: 'renew', terminal })}
        onRevoke={(terminal) => setConfirm({ type: 'revoke', terminal })}
      />
      {employees.data && employees.data.length > 0 && <KioskPinResetCard employees={employees.data} />}
      <TerminalFormDialog
        isOpen={form !== null}
        terminal={form?.terminal ?? null}
        centres={centres}
        onClose={() => setForm(null)}
        onCreated={(terminal) => {
          setForm(null);
          setShownPin({ terminal, isNew: true });
        }}
      />
      <TerminalConfirmDialogs
        confirm={confirm}
        onClose={() => setConfirm(null)}
        onRenewed={(terminal) => setShownPin({ terminal, isNew: false })}
      />
      <TerminalPinDialog
        terminal={shownPin?.terminal ?? null}
        isNew={shownPin?.isNew ?? false}
        companyName={companyName}
        onClose={() => setShownPin(null)}
      />
    </div>
  );
}
