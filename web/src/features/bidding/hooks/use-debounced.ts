import { useEffect, useState } from "react";

/** `value` once it has stopped changing for `ms`: the landed cost is asked for when the customer pauses typing. */
export function useDebounced<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
