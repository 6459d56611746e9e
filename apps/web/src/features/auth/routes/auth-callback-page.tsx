import { ComingSoon } from '../../../components/coming-soon';

export function AuthCallbackPage() {
  return <ComingSoon title="Processing Authentication" />;
}
