export function ContactPage() {
  return <p className="p-8">ContactPage</p>;
}
