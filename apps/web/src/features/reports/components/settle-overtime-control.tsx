import {
  type OvertimeSettlementMode,
  overtimeSettlementModeLabels,
  overtimeSettlementModes,
} from '@jornada/shared/api/overtime';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/toast/toast-store';
import { notifyApiError } from '../../../lib/api-client';
import { useCreateOvertimeSettlement } from '../api/create-overtime-settlement';
import { formatMinutes } from '../utils/format-minutes';
import { settledMessage } from '../utils/overtime-rows';

/**
 * Company admin: how the month's overtime not settled yet was settled. Chosen in the select,
 * recorded with the button; the server settles what is left then (its earlier settlements stay).
 */
export function SettleOvertimeControl({
  employeeId,
  month,
  minutes,
  label,
}: {
  employeeId: number;
  month: string;
  /** What is left to settle, as the page read it. */
  minutes: number;
  /** The select's accessible name: which month of whom. */
  label: string;
}) {
  const [mode, setMode] = useState<OvertimeSettlementMode | ''>('');
  const create = useCreateOvertimeSettlement();
  const id = `settle-${employeeId}-${month}`;

  // Awaited rather than mutate's callbacks: once the list refetches, this row's control is replaced.
  const record = async () => {
    if (mode === '') return;
    try {
      const settled = await create.mutateAsync({ employeeId, month, mode });
      toast({ title: settledMessage(month, mode, settled.settled_minutes), variant: 'success' });
    } catch (error) {
      notifyApiError('No se pudo registrar la liquidación', error);
    }
  };

  return (
    <div className="flex items-center gap-2">
      <div className="min-w-0 flex-1 sm:w-64 sm:flex-none">
        <NativeSelect
          id={id}
          aria-label={label}
          className="h-8"
          value={mode}
          disabled={create.isPending}
          onChange={(event) => setMode(event.target.value as OvertimeSettlementMode | '')}
        >
          <option value="" disabled>
            Liquidar {formatMinutes(minutes)} h como…
          </option>
          {overtimeSettlementModes.map((value) => (
            <option key={value} value={value}>
              {overtimeSettlementModeLabels[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        size="sm"
        className="w-24"
        variant="primary"
        isLoading={create.isPending}
        disabled={mode === ''}
        onClick={() => void record()}
      >
        Registrar
      </Button>
    </div>
  );
}
