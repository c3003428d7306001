import { CartDropdown } from '../../features/cart/components/cart-dropdown.tsx';
import { UserMenu } from './user-menu.tsx';

/** The cart and account menus, a chunk of their own: visitors never download them. */
export default function SessionMenus({ email, admin }: { email: string; admin: boolean }) {
  return (
    <>
      <CartDropdown />
      <UserMenu email={email} admin={admin} />
    </>
  );
}
