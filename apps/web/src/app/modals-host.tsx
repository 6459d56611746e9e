import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';

/**
 * Mantine's modals manager, loaded on the first `modals.openConfirmModal` (see
 * deferred-overlays.tsx). It reports once its window listeners are in place: a child's layout
 * effects run before its parent's effects, so `onReady` can replay the events it missed.
 */
export default function ModalsHost({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return <ModalsProvider />;
}
