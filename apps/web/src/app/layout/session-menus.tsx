import { CartDropdown } from '../../features/cart/components/cart-dropdown.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The cart and account menus, a chunk of their own: visitors never download them. `buyer`: the user sees prices
 * and buys (not the warehouse's staff, whom the server refuses the cart and the orders).
 */
export default function SessionMenus({ email, admin, buyer }: { email: string; admin: boolean; buyer: boolean }) {
  return (
    <>
      {buyer && <CartDropdown />}
      <UserMenu email={email} admin={admin} buyer={buyer} />
    </>
  );
}
