import { ComingSoon } from '../../../components/coming-soon';

export function AddBookPage() {
  return <ComingSoon title="Add Book" />;
}
