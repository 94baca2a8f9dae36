import {
  cloneElement,
  type HTMLAttributes,
  lazy,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useState,
} from 'react';

const AnchoredTooltip = lazy(() =>
  import('./anchored-tooltip.tsx').then((module) => ({ default: module.AnchoredTooltip })),
);

type TargetProps = Pick<HTMLAttributes<HTMLElement>, 'onMouseEnter' | 'onMouseLeave'>;

/**
 * A tooltip on hover, as Mantine's Tooltip shows it, whose code (Tooltip and floating-ui) loads with the
 * first hover of its target: for a screen that has no other floating element (the top bar's search, a
 * report), so that its first visit does without that code. The target needs its own accessible name,
 * as with Mantine's Tooltip, which shows on hover only.
 */
export function LazyTooltip({
  label,
  children,
  disabled = false,
  withArrow = false,
}: {
  label: ReactNode;
  children: ReactElement<TargetProps>;
  /** No tooltip for now (the target is drawn all the same, never again). */
  disabled?: boolean;
  withArrow?: boolean;
}) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [hovered, setHovered] = useState(false);
  return (
    <>
      {cloneElement(children, {
        onMouseEnter: (event: MouseEvent<HTMLElement>) => {
          children.props.onMouseEnter?.(event);
          setTarget(event.currentTarget);
          setHovered(true);
        },
        onMouseLeave: (event: MouseEvent<HTMLElement>) => {
          children.props.onMouseLeave?.(event);
          setHovered(false);
        },
      })}
      {target && !disabled && (
        <Suspense fallback={null}>
          <AnchoredTooltip target={target} label={label} hovered={hovered} withArrow={withArrow} />
        </Suspense>
      )}
    </>
  );
}
