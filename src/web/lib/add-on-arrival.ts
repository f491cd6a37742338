import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { screenPath } from '../../shared/screens.ts';

/** A list screen's address that opens its Add form on arrival (`/customers?new=1`): what guidance links to. */
export function addFormPath(screen: 'customers' | 'events'): string {
  return screenPath(screen, { query: { new: 1 } });
}

/**
 * Whether the screen was opened to add a record (`?new=1`) by someone who may (`allowed`). Read once on arrival;
 * the flag leaves the address at once, so a reload or the back button does not open the form again.
 */
export function useAddOnArrival(allowed: boolean): boolean {
  const [params, setParams] = useSearchParams();
  const [requested] = useState(() => params.get('new') === '1');
  const present = params.has('new');
  useEffect(() => {
    if (!present) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('new');
        return next;
      },
      { replace: true },
    );
  }, [present, setParams]);
  return requested && allowed;
}
