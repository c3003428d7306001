/** What a product's page may be told of the product itself, apart from the rest of MSG (the page's chunk carries only this). MSG spreads it. */
export const CATALOG_MSG = {
  productNotFound: 'El producto no existe',
} as const;
