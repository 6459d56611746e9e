import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action (such as resending a code) is allowed again. */
export function useCountdown(initialSeconds = 0) {
  const [remaining, setRemaining] = useState(initialSeconds);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);
  const restart = useCallback((seconds: number) => setRemaining(seconds), []);
  return { remaining, restart, done: remaining <= 0 };
}
