import { endpoints } from '@store/contracts/endpoints/store';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { call } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/** Revokes the token on the server, forgets the session here and goes home (SPEC.md 4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await call(endpoints.auth.logout).catch(() => {});
    session.clear();
    queryClient.clear();
    navigate(paths.home);
  };
}
