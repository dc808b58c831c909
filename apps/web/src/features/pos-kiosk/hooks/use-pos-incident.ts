import { useMutation } from '@tanstack/react-query';
import { clientTimeHeaders } from '../../../lib/client-time';
import { getPosition } from '../../../lib/geolocation';
import { createPosIncident } from '../api/create-pos-incident';
import type { SavedPosCompany } from '../utils/pos-storage';

export interface PosIncidentInput {
  kindId: number;
  description: string;
  workshiftId: number | null;
  pin?: string;
}

/** POST /api/pos-incidents with SPEC §3's fields: the worker, the kind, the shift, the company, where. */
export function usePosIncident(userId: number, company: SavedPosCompany) {
  return useMutation({
    mutationFn: async ({ kindId, description, workshiftId, pin }: PosIncidentInput) => {
      const pressedAt = new Date();
      const location = await getPosition();
      const entry = { latitude: location.latitude, longitude: location.longitude, timestamp: new Date().toISOString() };
      return createPosIncident(
        {
          user_id: userId,
          kind_id: kindId,
          description: description.trim(),
          workshift_id: workshiftId,
          schema_name: company.schema_name,
          location,
          locationHistory: { incident: entry },
          ...(pin ? { pin } : {}),
        },
        clientTimeHeaders(pressedAt),
      );
    },
  });
}
