import { ComingSoon } from '../../../components/coming-soon';

export function AddChapterPage() {
  return <ComingSoon title="Add Chapter" />;
}
