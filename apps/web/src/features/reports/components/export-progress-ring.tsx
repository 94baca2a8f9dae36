import { RingProgress } from '@mantine/core';

/** How much of an export has arrived, as a ring on its button. */
export function ExportProgressRing({ percent }: { percent: number }) {
  return <RingProgress size={22} thickness={3} roundCaps sections={[{ value: percent, color: 'bilan' }]} />;
}
