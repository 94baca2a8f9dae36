import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSeenOnce } from './use-seen-once.ts';

function Probe() {
  const { ref, seen } = useSeenOnce<HTMLDivElement>();
  return <div ref={ref}>{seen ? 'seen' : 'not seen'}</div>;
}

/** A stand-in for the browser's observer: the test says when the element enters the viewport. */
class FakeObserver {
  static last: FakeObserver | null = null;
  disconnected = false;
  constructor(readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
}

describe('useSeenOnce', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<Probe />);
    expect(container).toHaveTextContent(/^seen$/);
  });

  it('turns true when the element enters the viewport, then stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(<Probe />);
    expect(container).toHaveTextContent('not seen');
    const observer = FakeObserver.last;
    act(() => observer?.callback([{ isIntersecting: false }]));
    expect(container).toHaveTextContent('not seen');
    act(() => observer?.callback([{ isIntersecting: true }]));
    expect(container).toHaveTextContent(/^seen$/);
    expect(observer?.disconnected).toBe(true);
  });
});
