export function CartPage() {
  return <p className="p-8">CartPage</p>;
}
