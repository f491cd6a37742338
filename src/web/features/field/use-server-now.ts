import { useEffect, useState } from 'react';
import { serverNowMs } from '../../lib/server-clock.ts';

/** Now on the server's clock, re-rendering every second (elapsed times tick). */
export function useServerNow(stepMs = 1_000): number {
  const [now, setNow] = useState(serverNowMs);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNowMs()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}
