import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOAST_AUTO_HIDE_MS } from '@bilan/contract';
import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from '../components/ui/toast-container.tsx';
import { ToastStack } from '../components/ui/toast-stack.tsx';
import { clearToasts, showToast } from './toast.tsx';

/** The toasts themselves; ToastContainer loads them with the first toast (tested below). */
function renderContainer() {
  return render(
    <MantineProvider env="test">
      <ToastStack />
    </MantineProvider>,
  );
}

describe('the toast container', () => {
  afterEach(() => {
    act(() => clearToasts());
  });

  it('renders nothing until the first toast, then shows it and the ones that follow', async () => {
    render(
      <MantineProvider env="test">
        <ToastContainer />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => {
      showToast({ type: 'error', title: 'NETWORK', message: 'The server cannot be reached.' });
    });
    expect(await screen.findByText('The server cannot be reached.')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
    act(() => {
      showToast({ type: 'success', message: 'Saved.' });
    });
    await waitFor(() => expect(screen.getByText('Saved.')).toBeInTheDocument());
  });
});

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    act(() => clearToasts());
  });

  it.each(['success', 'info', 'warning'] as const)('starts hiding a %s toast at 5000 ms, not before', async (type) => {
    renderContainer();
    act(() => {
      showToast({ type, title: 'Saved', message: 'Operation effectuée avec succès' });
    });
    const toast = () => document.querySelector<HTMLElement>('[data-toast-type]');
    // Mantine collapses a notification (max-height: 0) when it starts hiding, then removes it.
    const isHiding = () => /max-height: 0(;|$)/.test(toast()?.getAttribute('style') ?? '');
    expect(screen.getByText('Operation effectuée avec succès')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(toast()).toHaveAttribute('data-toast-type', type);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_AUTO_HIDE_MS - 1);
    });
    expect(isHiding()).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(isHiding()).toBe(true);
    // docs/seed-spec.md §4: hidden, then removed once it finished hiding.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(screen.queryByText('Operation effectuée avec succès')).not.toBeInTheDocument();
  });

  it('keeps an error toast until the user closes it', async () => {
    renderContainer();
    act(() => {
      showToast({ type: 'error', title: 'DOCUMENT_MUST_BE_DRAFT', message: 'Only a draft can be deleted.' });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    });
    const toast = screen.getByText('Only a draft can be deleted.');
    expect(toast.closest<HTMLElement>('[data-toast-type]')?.getAttribute('style')).not.toMatch(/max-height: 0(;|$)/);
    expect(toast).toBeInTheDocument();
    expect(screen.getByText('DOCUMENT_MUST_BE_DRAFT')).toBeInTheDocument();

    vi.useRealTimers();
    const notification = toast.closest('[data-toast-type]');
    expect(notification).toHaveAttribute('data-toast-type', 'error');
    const close = notification?.querySelector('button');
    expect(close).toBeTruthy();
    if (close) await userEvent.click(close);
    await vi.waitFor(() => expect(screen.queryByText('Only a draft can be deleted.')).not.toBeInTheDocument());
  });

  it.each(['', '   '])('shows nothing for the empty message %j', (message) => {
    renderContainer();
    let id: string | null = 'not called';
    act(() => {
      id = showToast({ type: 'info', title: 'Title only', message });
    });
    expect(id).toBeNull();
    expect(screen.queryByText('Title only')).not.toBeInTheDocument();
  });

  it('renders the container fixed at the top right, above everything (z-index 9000)', () => {
    renderContainer();
    act(() => {
      showToast({ type: 'info', message: 'Hello' });
    });
    const root = document.querySelector('.mantine-Notifications-root');
    expect(root).toBeTruthy();
    expect(root?.getAttribute('style') ?? '').toContain('--notifications-z-index: 9000');
    expect(document.querySelector('[data-position="top-right"]')).toBeTruthy();
  });

  it('shows a toast once while the same one is on screen (three calls refused with one 401), then again later', async () => {
    renderContainer();
    const show = () => showToast({ type: 'error', title: 'TOKEN_INVALID', message: 'Sign in again.' });
    act(() => {
      for (let call = 0; call < 3; call++) show();
    });
    expect(screen.getAllByText('Sign in again.')).toHaveLength(1);
    act(() => clearToasts());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText('Sign in again.')).not.toBeInTheDocument();
    act(() => {
      show();
    });
    expect(screen.getAllByText('Sign in again.')).toHaveLength(1);
  });
});

describe('toast placement', () => {
  afterEach(() => {
    act(() => clearToasts());
  });

  it('puts the top-right toasts below the top bar, whose menu and logout they covered for 5 s', () => {
    renderContainer();
    act(() => {
      showToast({ type: 'info', message: 'Hello' });
    });
    // Every position has a container: only the top-right one moves, the others must not stretch over the page.
    expect(document.querySelector('[data-position="top-right"]')).toBeTruthy();
    const css = readFileSync(join(__dirname, '../components/ui/toast-stack.css'), 'utf8');
    expect(css.replace(/\s+/g, ' ')).toContain(
      '.mantine-Notifications-root[data-position="top-right"] { top: calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-xs)); }',
    );
  });
});
