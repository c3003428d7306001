export function FaqPage() {
  return <p className="p-8">FaqPage</p>;
}
