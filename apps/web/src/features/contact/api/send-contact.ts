import { type ContactResponse, contactResponse, type SendEmailRequest } from '@jornada/shared/api/contact';
import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';

/** POST /api/sendemail (SPEC §7 'Messages'): the contact dialog or the /contacto form, told by `source`. */
export async function sendContact(request: SendEmailRequest): Promise<ContactResponse> {
  return parseResponse(contactResponse, await api.post('/api/sendemail', request));
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
