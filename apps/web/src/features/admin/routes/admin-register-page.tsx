import { ComingSoon } from '../../../components/coming-soon';

export function AdminRegisterPage() {
  return <ComingSoon title="Admin registration" />;
}
