import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLastShown } from './use-last-shown.ts';

describe('useLastShown', () => {
  it('is null until a value comes, then keeps the latest value through nulls', () => {
    const { result, rerender } = renderHook(({ value }) => useLastShown(value), {
      initialProps: { value: null as string | null },
    });
    expect(result.current).toBeNull();
    rerender({ value: 'Exercice 2025' });
    expect(result.current).toBe('Exercice 2025');
    rerender({ value: null });
    expect(result.current).toBe('Exercice 2025');
    rerender({ value: 'Exercice 2026' });
    expect(result.current).toBe('Exercice 2026');
  });
});
