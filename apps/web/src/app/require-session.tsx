import { paths } from '@store/contracts/paths';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session.ts';

/** A protected route visited without a session goes home (SPEC.md 2). */
export function RequireSession() {
  const user = useSession();
  return user ? <Outlet /> : <Navigate to={paths.home} replace />;
}
