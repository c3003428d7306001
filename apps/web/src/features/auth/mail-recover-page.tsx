export function MailRecoverPage() {
  return <p className="p-8">MailRecoverPage</p>;
}
