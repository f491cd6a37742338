import { useSearchParams } from 'react-router';

/**
 * A list filter kept in the address (`?name=value`), so a link can open the list filtered: its value ('' when
 * none) and a setter that replaces the history entry and drops the parameter for ''.
 */
export function useSearchParam(name: string): readonly [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [params.get(name) ?? '', set] as const;
}
