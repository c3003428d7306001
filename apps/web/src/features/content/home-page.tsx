export function HomePage() {
  return <p className="p-8">HomePage</p>;
}
