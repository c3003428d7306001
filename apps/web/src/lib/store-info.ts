/** How to reach the store: the footer and the contact page show the same phone, e-mail and offices. */
export const STORE_PHONE = '+593 7 283 4567';
export const STORE_EMAIL = 'ventas@calzadoandino.ec';
export const OFFICE_ADDRESSES = {
  cuenca: 'Av. Huayna Cápac 1-45 y Gran Colombia, Cuenca',
  quito: 'Av. de la Prensa N45-120 y Río Palora, Quito',
} as const;
