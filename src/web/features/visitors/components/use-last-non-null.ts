import { useState } from 'react';

/** The value, or while it is null the last value it had: keeps a closing dialog's text from blanking. */
export function useLastNonNull<T>(value: T | null): T | null {
  const [last, setLast] = useState<T | null>(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
