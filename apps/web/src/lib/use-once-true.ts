import { useState } from 'react';

/**
 * True from the first render where `value` is true on: a lazily loaded part (a dialog, the toasts, a menu,
 * the search spotlight) mounts when first wanted and stays mounted, so closing it animates and gives
 * the focus back.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
