import { type PosQrResponse, posQrResponse } from '@jornada/shared/api/kiosk-qr';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { msUntilQrRefresh } from '../utils/kiosk-qr';
import { posKeys } from './pos-keys';

/** GET /api/pos/qr: this terminal's QR token for the current 30-second window. */
export async function getPosQr(signal?: AbortSignal): Promise<PosQrResponse> {
  return parseResponse(posQrResponse, await api.get('/api/pos/qr', { signal }));
}

/** The QR of the idle screen, asked for again as each window starts. */
export function usePosQr(isEnabled: boolean) {
  return useQuery({
    queryKey: posKeys.qr(),
    queryFn: ({ signal }) => getPosQr(signal),
    enabled: isEnabled,
    staleTime: 1000,
    refetchInterval: (query) => msUntilQrRefresh(query.state.data?.refresh_at, Date.now()),
    refetchIntervalInBackground: true,
  });
}
