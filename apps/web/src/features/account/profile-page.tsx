export function ProfilePage() {
  return <p className="p-8">ProfilePage</p>;
}
