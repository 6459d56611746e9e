import { ComingSoon } from '../../../components/coming-soon';

export function AdminCollectionsPage() {
  return <ComingSoon title="Book Collections" />;
}
