export function RegisterPage() {
  return <p className="p-8">RegisterPage</p>;
}
