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
import { settledMessage } from '../utils/overtime-rows';

/**
 * Company admin: how a month's overtime was settled. Chosen in the select, recorded with the button;
 * a month already settled can be recorded again (the latest applies, the earlier stays in the log).
 */
export function SettleOvertimeControl({
  employeeId,
  month,
  label,
  current,
}: {
  employeeId: number;
  month: string;
  /** The select's accessible name: which month of whom. */
  label: string;
  current: OvertimeSettlementMode | null;
}) {
  const [mode, setMode] = useState<OvertimeSettlementMode | ''>(current ?? '');
  const create = useCreateOvertimeSettlement();
  const id = `settle-${employeeId}-${month}`;

  // Awaited rather than mutate's callbacks: once the list refetches, this row's control is replaced.
  const record = async () => {
    if (mode === '') return;
    try {
      await create.mutateAsync({ employeeId, month, mode });
      toast({ title: settledMessage(month, mode), variant: 'success' });
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
          {current === null && (
            <option value="" disabled>
              Liquidar como…
            </option>
          )}
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
        variant={current === null ? 'primary' : 'outline'}
        isLoading={create.isPending}
        disabled={mode === '' || mode === current}
        onClick={() => void record()}
      >
        {current === null ? 'Registrar' : 'Cambiar'}
      </Button>
    </div>
  );
}
