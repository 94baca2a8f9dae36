import { Group, Text } from '@mantine/core';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './scroll-table.css';

interface ScrollState {
  overflowing: boolean;
  atStart: boolean;
  atEnd: boolean;
}

const FITS: ScrollState = { overflowing: false, atStart: true, atEnd: true };

function measure(element: HTMLElement): ScrollState {
  const { scrollLeft, scrollWidth, clientWidth } = element;
  return {
    overflowing: scrollWidth > clientWidth + 1,
    atStart: scrollLeft <= 1,
    atEnd: scrollLeft + clientWidth >= scrollWidth - 1,
  };
}

/**
 * The one way a table wider than the screen is shown (reports and lists): it scrolls sideways in its own
 * box (the page never does), its first column stays put, and while columns are hidden a line above says
 * so and a shade marks the edge. The box takes keyboard focus only when it scrolls, so arrows scroll it.
 */
export function ScrollTable({
  minWidth,
  label,
  children,
}: {
  /** Below this width the table scrolls instead of squeezing its columns. */
  minWidth: number;
  /** What the table is, for the scrolling region's name. */
  label: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ScrollState>(FITS);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const update = () =>
      setState((previous) => {
        const next = measure(element);
        return previous.overflowing === next.overflowing &&
          previous.atStart === next.atStart &&
          previous.atEnd === next.atEnd
          ? previous
          : next;
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  return (
    <div
      className="scroll-table"
      data-overflowing={state.overflowing || undefined}
      data-at-start={state.atStart || undefined}
      data-at-end={state.atEnd || undefined}
    >
      <Group className="scroll-table-cue" gap={6} px="md" py={6} wrap="nowrap" aria-hidden>
        <IconArrowsHorizontal size={16} color="var(--mantine-color-bilan-8)" style={{ flexShrink: 0 }} />
        <Text size="xs" c="dimmed">
          {t('scrollTable.cue')}
        </Text>
      </Group>
      <div className="scroll-table-frame">
        <div
          ref={viewport}
          className="scroll-table-viewport"
          style={{ '--scroll-table-min-width': `${minWidth}px` } as CSSProperties}
          {...(state.overflowing
            ? { tabIndex: 0, role: 'region', 'aria-label': t('scrollTable.region', { label }) }
            : {})}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
