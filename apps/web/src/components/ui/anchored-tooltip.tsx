import { Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Mantine's Tooltip beside its target rather than around it, so that the target is not drawn again when
 * this loads. It mounts on the first hover: `hovered` says the pointer is on the target already, since the
 * mouseenter that would open it has passed.
 */
export function AnchoredTooltip({
  target,
  label,
  hovered,
  withArrow,
}: {
  target: HTMLElement;
  label: ReactNode;
  hovered: boolean;
  withArrow: boolean;
}) {
  return <Tooltip target={target} label={label} defaultOpened={hovered} withArrow={withArrow} />;
}
