/** The cart's public surface: what another feature may use of it (the product page adds to the cart, a quote asks the branch). */
export { useAddToCart } from './api/add-to-cart.ts';
/** the cart's query key: a feature that adds lines by its own call (the size curve) makes it stale */
export { cartKey } from './api/get-cart.ts';
/** where an order goes: accepting a quote asks it as checkout does */
export { BranchPicker, useBranchChoice } from './components/branch-picker.tsx';
