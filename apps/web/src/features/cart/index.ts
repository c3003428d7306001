/** The cart's public surface: what another feature may use of it (the product page adds to the cart). */
export { useAddToCart } from './api/add-to-cart.ts';
