import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '@booktutor/contracts/messages';
import { ApiError } from '../../../lib/api-error';
import { getUserToken } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useSubscribeBook } from '../api/subscribe-book';
import { useUnsubscribeBook } from '../../../lib/catalogue/unsubscribe-book';

const serverText = (error: unknown) => (error instanceof ApiError ? (error.serverMessage ?? error.message) : undefined);

/** Subscribe and Remove with the spec's messages (section 8); `removed` hides cards at once. */
export function useSubscriptionActions() {
  const navigate = useNavigate();
  const subscribeMutation = useSubscribeBook();
  const unsubscribeMutation = useUnsubscribeBook();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [removed, setRemoved] = useState<Set<string>>(new Set());

  const subscribe = async (bookId: string) => {
    if (!getUserToken()) return toast('red', MSG.collections.loginToSubscribe);
    setBusyId(bookId);
    try {
      const result = await subscribeMutation.mutateAsync(bookId);
      setRemoved((s) => new Set([...s].filter((id) => id !== bookId)));
      toast('green', result?.message || MSG.collections.subscribed);
    } catch (error) {
      const text = serverText(error);
      if (text === MSG.collections.alreadySubscribedServer) toast('blue', MSG.collections.alreadySubscribed);
      else toast('red', text || MSG.collections.subscribeFailed);
    } finally {
      setBusyId(null);
    }
  };

  const unsubscribe = async (bookId: string) => {
    if (!getUserToken()) {
      toast('red', MSG.collections.loginToUnsubscribe);
      void navigate('/login');
      return;
    }
    setBusyId(bookId);
    try {
      const result = await unsubscribeMutation.mutateAsync(bookId);
      setRemoved((s) => new Set(s).add(bookId));
      toast('green', result?.message || MSG.collections.unsubscribed);
    } catch (error) {
      toast('red', serverText(error) || MSG.collections.unsubscribeFailed);
    } finally {
      setBusyId(null);
    }
  };

  return { subscribe, unsubscribe, busyId, removed };
}
