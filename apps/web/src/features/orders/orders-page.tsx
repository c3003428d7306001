export function OrdersPage() {
  return <p className="p-8">OrdersPage</p>;
}
