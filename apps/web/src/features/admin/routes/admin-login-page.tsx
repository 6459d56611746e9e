import { ComingSoon } from '../../../components/coming-soon';

export function AdminLoginPage() {
  return <ComingSoon title="Admin sign in" />;
}
