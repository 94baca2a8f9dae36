import { useState } from 'react';

/**
 * The last value that was not null: a dialog opened for a record (`opened={record !== null}`) keeps the
 * title it was opened with while it fades out, instead of an empty one (axe aria-dialog-name).
 */
export function useLastShown<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
