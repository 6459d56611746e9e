import { ComingSoon } from '../../../components/coming-soon';

export function ChatPage() {
  return <ComingSoon title="Chat" />;
}
