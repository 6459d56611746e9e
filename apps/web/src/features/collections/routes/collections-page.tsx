import { ComingSoon } from '../../../components/coming-soon';

export function CollectionsPage() {
  return <ComingSoon title="Book Collections" />;
}
