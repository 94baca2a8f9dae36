import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/** floating-ui's useMergeRefs, which Mantine's ScrollArea imports, written with Mantine's own hook. */
export function useMergeRefs<T>(refs: readonly (Ref<T> | undefined)[]) {
  return useMergedRef(...refs);
}
