/** Spanish messages of the banners' links . ADMIN_MSG spreads it. */
export const BANNERS_ADMIN_MSG = {
  bannerLinkInvalid:
    'El enlace del banner debe ser una ruta de la tienda que empiece con / (por ejemplo /store?brandid=3) o una dirección que empiece con https://',
} as const;
