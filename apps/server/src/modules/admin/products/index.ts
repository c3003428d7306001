/**
 * The back office's products: the list, one product with its variants, stock and pictures, every write to them
 * with its history, and the variant card's stock rule the warehouse's counts go through.
 */

export { variantSnapshot } from './product-history.ts';
export { default as productRoutes } from './routes.ts';
export { recordProduct } from './save-product.ts';
export { countVariantStock } from './variants.ts';
