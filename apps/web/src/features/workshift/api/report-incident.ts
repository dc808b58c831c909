import {
  type IncidentReportRequest,
  incidentReportRequest,
  incidentReportResponse,
} from '@jornada/shared/api/workshift';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { api, parseResponse } from '../../../lib/api-client';
import { getPosition } from '../../../lib/geolocation';
import { errorToast, successToast } from '../utils/action-feedback';
import { recordLocation } from '../utils/location-history';

export type IncidentReportValues = Omit<IncidentReportRequest, 'location'>;

/** POST /api/globalsendemail: the web incident report (SPEC §3, §7), with where it was sent from. */
export async function reportIncident(values: IncidentReportValues) {
  const location = await getPosition();
  recordLocation('incident', location, new Date());
  const body = incidentReportRequest.parse({ ...values, location });
  return parseResponse(incidentReportResponse, await api.post('/api/globalsendemail', body));
}

export function useReportIncident({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: reportIncident,
    onSuccess: (result) => {
      toast(successToast('incident', result.message));
      onSuccess?.();
    },
    onError: (error) => {
      const input = errorToast('incident', error);
      if (input) toast(input);
    },
  });
}
