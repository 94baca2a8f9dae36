import { type RefObject, useCallback, useEffect, useState } from 'react';
import { cellId } from './entry-line-cells.tsx';

function focusElement(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.focus();
  if (element instanceof HTMLInputElement) element.select();
}

/**
 * The grid's keyboard walk over the cells marked data-nav inside `containerRef`: `moveFrom` goes to the
 * next enabled cell, past the last one a new line (`appendLine` adds it and gives its index) whose
 * account cell gets the focus once drawn; `onPicked` moves on once a pick has re-rendered the line.
 */
export function useCellNavigation(containerRef: RefObject<HTMLElement | null>, appendLine: () => number) {
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);
  const [pendingMoveFrom, setPendingMoveFrom] = useState<string | null>(null);

  useEffect(() => {
    if (!pendingFocus) return;
    focusElement(containerRef.current?.querySelector<HTMLElement>(`[data-cell="${pendingFocus}"]`));
    setPendingFocus(null);
  }, [pendingFocus, containerRef]);

  const addLine = useCallback(() => setPendingFocus(cellId(appendLine(), 'account')), [appendLine]);

  /** The next cell after `element`, skipping disabled ones; past the last cell of the last line, a new line. */
  const moveFrom = useCallback(
    (element: HTMLElement) => {
      const cells = [...(containerRef.current?.querySelectorAll<HTMLElement>('[data-nav]') ?? [])].filter(
        (cell) => !(cell as HTMLInputElement).disabled,
      );
      const position = cells.indexOf(element);
      if (position < 0) return;
      const next = cells[position + 1];
      if (next) focusElement(next);
      else addLine();
    },
    [addLine, containerRef],
  );

  // A pick re-renders the line first (a sub-account cell may become enabled), then the focus moves on.
  const onPicked = useCallback((cell: string) => setPendingMoveFrom(cell), []);
  useEffect(() => {
    if (!pendingMoveFrom) return;
    const element = containerRef.current?.querySelector<HTMLElement>(`[data-cell="${pendingMoveFrom}"]`);
    setPendingMoveFrom(null);
    if (element) moveFrom(element);
  }, [pendingMoveFrom, moveFrom, containerRef]);

  return { addLine, moveFrom, onPicked };
}
