import { useState } from 'react';

/** The last non-null value, so a dialog keeps its content while its closing animation runs. */
export function useLastDefined<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
