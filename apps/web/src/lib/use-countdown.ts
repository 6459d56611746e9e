import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left before an action (such as resending a code) is allowed again. Counted
 * against a deadline rather than by ticks, so a throttled background tab still ends on time.
 */
export function useCountdown(initialSeconds = 0) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const running = now < deadline;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running, deadline]);
  const restart = useCallback((seconds: number) => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + seconds * 1000);
  }, []);
  return { remaining: Math.max(0, Math.ceil((deadline - now) / 1000)), restart };
}
