import type { PosEmployee } from '@jornada/shared/api/pos';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { ClockQueueNotice } from '../../../components/clock-queue-notice';
import { useIdleReturn } from '../hooks/use-idle-return';
import { usePosQueue } from '../hooks/use-pos-queue';
import { usePosSession } from '../hooks/use-pos-session';
import { useWakeLock } from '../hooks/use-wake-lock';
import type { ConfirmationSummary } from '../utils/describe-pos-card';
import { POS_LOGIN_PATH } from '../utils/pos-session-check';
import { readPosData, type SavedPosData } from '../utils/pos-storage';
import { ActionConfirmation } from './action-confirmation';
import { EmployeeGrid } from './employee-grid';
import { KioskHeader } from './kiosk-header';
import { KioskQrCode } from './kiosk-qr-code';
import { PosTimeCard } from './pos-time-card';

function Kiosk({ saved, onSessionEnd }: { saved: SavedPosData; onSessionEnd?: () => void }) {
  const { terminal, isEnding } = usePosSession(saved, { onEnded: onSessionEnd });
  useWakeLock();
  const queue = usePosQueue(saved.company);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<PosEmployee | null>(null);
  const [confirmation, setConfirmation] = useState<ConfirmationSummary | null>(null);
  // 30 s without a touch: back to the whole grid for the next person.
  useIdleReturn(selected !== null || search !== '', () => {
    setSelected(null);
    setSearch('');
  });

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <KioskHeader companyName={saved.company.nombre} terminalName={terminal.name} onLoggedOut={onSessionEnd} />
      <main className="mx-auto flex w-full max-w-[1700px] flex-1 flex-col gap-4 p-4 sm:p-6">
        <ClockQueueNotice items={queue.items} onDismiss={queue.dismiss} />
        <div className="flex flex-col items-center gap-6 lg:flex-row lg:items-start">
          <div className="w-full min-w-0 flex-1">
            <EmployeeGrid
              search={search}
              isPolling={!isEnding}
              terminalCentreId={terminal.centre?.id}
              onSearch={setSearch}
              onOpen={setSelected}
            />
          </div>
          <KioskQrCode isEnabled={!isEnding && selected === null} />
        </div>
      </main>
      {selected && !isEnding && (
        <PosTimeCard
          key={selected.id}
          employee={selected}
          company={saved.company}
          requiresPin={terminal.require_employee_pin}
          queued={queue.pending.filter((item) => item.subject?.id === selected.id)}
          onClose={() => setSelected(null)}
          onConfirmed={(summary) => {
            setSelected(null);
            setSearch('');
            setConfirmation(summary);
          }}
        />
      )}
      {confirmation && <ActionConfirmation summary={confirmation} onDone={() => setConfirmation(null)} />}
    </div>
  );
}

/**
 * /pos-dashboard (SPEC §2.7): the full-screen kiosk of an activated terminal. Without saved
 * POS data it is the POS login's turn. The POS widget (/embed/pos-widget/iframe) hands in its own
 * session instead, and is told when the server ends it.
 */
export function KioskScreen({ session, onSessionEnd }: { session?: SavedPosData; onSessionEnd?: () => void } = {}) {
  const [saved] = useState(() => session ?? readPosData());
  if (!saved) return <Navigate to={POS_LOGIN_PATH} replace />;
  return <Kiosk saved={saved} onSessionEnd={onSessionEnd} />;
}
