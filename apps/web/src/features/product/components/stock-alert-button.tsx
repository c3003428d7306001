/** «Avísame cuando haya stock» for a colour (or one of its sizes) that cannot be bought now (issue 12). */
export function StockAlertButton(_props: { variantId: number; sizeId?: number | null; className?: string }) {
  return null;
}
