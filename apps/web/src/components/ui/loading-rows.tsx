import { Skeleton, Stack } from '@mantine/core';

const KEYS = Array.from({ length: 24 }, (_, index) => `loading-${index}`);

/** Grey bars where rows are about to appear. */
export function LoadingRows({ count, height = 28, radius }: { count: number; height?: number; radius?: string }) {
  return (
    <Stack gap="sm" aria-busy="true">
      {KEYS.slice(0, count).map((key) => (
        <Skeleton key={key} h={height} radius={radius} />
      ))}
    </Stack>
  );
}
