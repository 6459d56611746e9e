import { ComingSoon } from '../../../components/coming-soon';
import { LogoutButton } from '../../auth/components/confirm-logout';

export function ChatPage() {
  return <ComingSoon title="Chat" actions={<LogoutButton />} />;
}
