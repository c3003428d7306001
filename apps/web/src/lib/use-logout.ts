import { endpoints } from '@store/contracts/endpoints/store';
import { paths } from '@store/contracts/paths';
import { useQueryClient } from '@tanstack/react-query';
import { call } from './api-client.ts';
import { useNavigate } from './router.tsx';
import { session } from './session.ts';

/** Revokes the token on the server, forgets the session here and goes home (docs/product.md §4). */
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
