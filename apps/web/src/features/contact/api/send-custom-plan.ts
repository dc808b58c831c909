import { type ContactResponse, type CustomPlanRequest, contactResponse } from '@jornada/shared/api/contact';
import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

/** POST /sendemail/customplan (SPEC §7 'Messages'; no /api prefix). Its errors carry `error`, read too. */
export async function sendCustomPlan(request: CustomPlanRequest): Promise<ContactResponse> {
  return parseResponse(contactResponse, await api.post('/sendemail/customplan', request));
}

export function useSendCustomPlan() {
  return useMutation({ mutationFn: sendCustomPlan });
}
