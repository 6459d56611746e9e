import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

/**
 * The toast container and the modals manager are not needed to draw a screen, only when the
 * first toast or confirm dialog opens; together with the positioning library they bring, they
 * were about 20 KB of the first load. Both load on that first use:
 * - toasts: `notifications.show` writes to Mantine's store, which this watches; the container
 *   then mounts and shows what the store holds;
 * - modals: `modals.openConfirmModal` fires a window event; until the manager is listening this
 *   keeps the events and replays them once it is.
 */
const Toaster = lazy(() => import('./toaster'));
const ModalsHost = lazy(() => import('./modals-host'));

const MODAL_EVENTS = ['openModal', 'openConfirmModal', 'openContextModal'].map((name) => `mantine-modals:${name}`);

function DeferredToaster() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (notifications.length + queue.length > 0) setWanted(true);
  }, [notifications.length, queue.length]);
  return wanted ? <Toaster /> : null;
}

function DeferredModals() {
  const missed = useRef<CustomEvent[]>([]);
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const keep = (event: Event) => {
      missed.current.push(event as CustomEvent);
      setWanted(true);
    };
    MODAL_EVENTS.forEach((name) => window.addEventListener(name, keep));
    return () => MODAL_EVENTS.forEach((name) => window.removeEventListener(name, keep));
  }, [ready]);
  const onReady = useCallback(() => setReady(true), []);
  useEffect(() => {
    if (!ready) return;
    for (const event of missed.current.splice(0)) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail as unknown }));
  }, [ready]);
  return wanted ? <ModalsHost onReady={onReady} /> : null;
}

export function DeferredOverlays() {
  return (
    <>
      <Suspense fallback={null}>
        <DeferredToaster />
      </Suspense>
      <Suspense fallback={null}>
        <DeferredModals />
      </Suspense>
    </>
  );
}
