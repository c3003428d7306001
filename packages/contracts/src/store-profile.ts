/**
 * Who the store is, as documents and buttons print it: its name, RUC, address, phone, e-mail and the
 * WhatsApp number chats open with. The PDF notes, the price list, the WhatsApp button and the web's footer
 * and contact page (phone and e-mail, through `apps/web/src/lib/store-info.ts`) read it from here.
 */
export const STORE_PROFILE = {
  name: 'Calzado Andino Mayorista',
  legalName: 'Calzado Andino Cía. Ltda.',
  ruc: '0190123456001',
  address: 'Av. Huayna Cápac 1-45 y Gran Colombia, Cuenca, Azuay, Ecuador',
  phone: '+593 7 283 4567',
  email: 'ventas@calzadoandino.ec',
  /** digits only, with the country code, as wa.me links take it; the web's VITE_STORE_WHATSAPP overrides it */
  whatsapp: '593987654321',
} as const;

/** A wa.me link that opens a chat with `number` and `text` already written. */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
