export function PasswordResetPage() {
  return <p className="p-8">PasswordResetPage</p>;
}
