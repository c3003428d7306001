/** How to reach the store: the footer and the contact page show the same phone, e-mail and offices. */
import { STORE_PROFILE } from '@store/contracts/store-profile';

export const STORE_PHONE = STORE_PROFILE.phone;
export const STORE_EMAIL = STORE_PROFILE.email;
/** Each office's street and city as the pages print them (the profile's address is the head office's, in full). */
export const OFFICE_ADDRESSES = {
  cuenca: 'Av. Huayna Cápac 1-45 y Gran Colombia, Cuenca',
  quito: 'Av. de la Prensa N45-120 y Río Palora, Quito',
} as const;
