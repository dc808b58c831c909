import { type Profile, type UpdateProfileRequest, updateProfileResponse } from '@jornada/shared/api/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

/** PATCH /api/profile: the user's own name and/or phone (+34 when typed without a prefix). */
export async function updateProfile(body: UpdateProfileRequest): Promise<Profile> {
  return parseResponse(updateProfileResponse, await api.patch('/api/profile', body));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => queryClient.setQueryData(profileQueryKey, saved),
  });
}
