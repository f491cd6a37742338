import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The report whose details are open, kept in the address (`?report=<id>`) so back and forward switch between
 * the list and the details; closing drops it, which clears the active report.
 */
export function useOpenReport() {
  const [params, setParams] = useSearchParams();
  const reportId = params.get('report');
  const open = useCallback(
    (id: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('report', id);
        return next;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('report');
        return next;
      }),
    [setParams],
  );
  return { reportId, open, close };
}
