import { kioskPinResponse } from '@jornada/shared/api/pos-terminals';
import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

/** DELETE /api/employees/{id}/kiosk-pin: the company admin clears an employee's forgotten personal PIN. */
export async function clearKioskPin(employeeId: number): Promise<{ message: string }> {
  return parseResponse(kioskPinResponse, await api.delete(`/api/employees/${employeeId}/kiosk-pin`));
}

export function useClearKioskPin() {
  return useMutation({ mutationFn: clearKioskPin });
}
