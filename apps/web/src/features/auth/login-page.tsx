export function LoginPage() {
  return <p className="p-8">LoginPage</p>;
}
