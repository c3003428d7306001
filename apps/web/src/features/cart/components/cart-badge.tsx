/** The count on the cart icon: '9+' above nine (docs/product.md §9). */
export function cartBadgeText(items: number): string {
  return items > 9 ? '9+' : String(items);
}

export function CartBadge({ items }: { items: number }) {
  if (items <= 0) return null;
  return (
    <span
      data-testid="cart-badge"
      className="absolute -top-1 -right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-[11px] font-bold text-stone-950"
    >
      {cartBadgeText(items)}
    </span>
  );
}
