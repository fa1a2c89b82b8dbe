import { useEffect, useState } from 'react';

/**
 * The value once it has stayed unchanged for `ms` (suggestion searches wait 500 ms, see
 * docs/stories-and-player.md#suggestions).
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
