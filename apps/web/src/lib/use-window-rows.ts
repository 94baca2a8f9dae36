import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Draws only the rows near the viewport of a long list that scrolls with the page (the chart of
 * accounts, the journal): rows have a fixed height, so a hundred thousand lines cost what forty do.
 */
export function useWindowRows<ListElement extends HTMLElement>({
  count,
  rowHeight,
  overscan = 12,
}: {
  count: number;
  rowHeight: number | ((index: number) => number);
  overscan?: number;
}) {
  const listRef = useRef<ListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    // Where the list starts in the page; what sits above it (filters, totals) may change its height.
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  });
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: typeof rowHeight === 'number' ? () => rowHeight : rowHeight,
    overscan,
    scrollMargin,
  });
  return { listRef, virtualizer, items: virtualizer.getVirtualItems(), totalSize: virtualizer.getTotalSize() };
}
