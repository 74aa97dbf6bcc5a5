/**
 * PUT /api/user/profile: names, mobile, e-mail (with the OTP sent to the new one) and password.
 * The answer's user becomes the session, and the session is checked again, so the header's
 * user menu shows the new name at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput, UserAnswer } from '@shop/shared/accounts/schemas';
import { apiFetch } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';

export function updateProfile(input: ProfileUpdateInput): Promise<UserAnswer> {
  return apiFetch<UserAnswer>('/user/profile', { method: 'PUT', body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(sessionQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
