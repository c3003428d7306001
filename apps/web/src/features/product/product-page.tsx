export function ProductPage() {
  return <p className="p-8">ProductPage</p>;
}
