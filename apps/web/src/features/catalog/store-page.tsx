export function StorePage() {
  return <p>store</p>;
}

export function PreSalePage() {
  return <p>pre</p>;
}
