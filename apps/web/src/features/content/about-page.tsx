export function AboutPage() {
  return <p className="p-8">AboutPage</p>;
}
