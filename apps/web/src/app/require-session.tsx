import { paths } from '@store/contracts/paths';
import { seesPrices } from '@store/contracts/staff-roles';
import type { ReactNode } from 'react';
import { Navigate } from '../lib/router.tsx';
import { useSession } from '../lib/session.ts';

/**
 * A protected route visited without a session goes home (docs/product.md §2). `buyer`: the pages that carry prices (cart,
 * orders, quick order); the warehouse (Bodega), which sees none, goes to its back office instead.
 */
export function RequireSession({ buyer = false, children }: { buyer?: boolean; children: ReactNode }) {
  const user = useSession();
  if (!user) return <Navigate to={paths.home} replace />;
  if (buyer && !seesPrices(user.role)) return <Navigate to={paths.admin} replace />;
  return children;
}
