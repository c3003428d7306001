import { CartDropdown } from '../../features/cart/components/cart-dropdown.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The cart and account menus, a chunk of their own: visitors never download them. `buyer`: the user sees prices
 * and orders (not the warehouse's staff, whom the server refuses the cart and the orders); `cart`: and may fill a
 * cart (not a company's «Consulta»); `company`: one of a distributor's people.
 */
export default function SessionMenus(props: { email: string; admin: boolean; buyer: boolean; cart: boolean; company: boolean }) {
  const { email, admin, buyer, cart, company } = props;
  return (
    <>
      {cart && <CartDropdown />}
      <UserMenu email={email} admin={admin} buyer={buyer} company={company} />
    </>
  );
}
