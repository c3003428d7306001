import { PageHeader } from '../components/page-header.tsx';

export default function Page() {
  return <PageHeader title="En construcción" />;
}
