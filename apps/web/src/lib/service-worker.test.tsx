import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from '../components/ui/toast-container.tsx';
import { registerServiceWorker } from './service-worker.tsx';

/** A ServiceWorkerContainer and registration as the browser would hand them, driven by the test. */
function fakeBrowser({ controlled, waiting }: { controlled: boolean; waiting: boolean }) {
  const worker = Object.assign(new EventTarget(), { state: 'installed', postMessage: vi.fn() });
  const registration = Object.assign(new EventTarget(), {
    waiting: waiting ? worker : null,
    installing: null as typeof worker | null,
    update: vi.fn(async () => undefined),
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
  });
  return { worker, registration, container: container as unknown as ServiceWorkerContainer };
}

describe('registerServiceWorker', () => {
  const reload = vi.fn();
  beforeEach(() => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(
      <MantineProvider env="test">
        <ToastContainer />
      </MantineProvider>,
    );
  });
  afterEach(() => {
    reload.mockClear();
    vi.restoreAllMocks();
  });

  it('offers the waiting new version and reloads once the user accepts it', async () => {
    const { worker, container } = fakeBrowser({ controlled: true, waiting: true });
    await act(async () => registerServiceWorker(container));
    expect(container.register).toHaveBeenCalledWith('/sw.js');
    expect(await screen.findByText('A new version of Bilan is available.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    act(() => {
      container.dispatchEvent(new Event('controllerchange'));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version found while the page runs', async () => {
    const { worker, registration, container } = fakeBrowser({ controlled: true, waiting: false });
    await act(async () => registerServiceWorker(container));
    expect(screen.queryByText('A new version of Bilan is available.')).not.toBeInTheDocument();
    act(() => {
      registration.installing = worker;
      registration.dispatchEvent(new Event('updatefound'));
      worker.dispatchEvent(new Event('statechange'));
    });
    expect(await screen.findByText('A new version of Bilan is available.')).toBeInTheDocument();
  });

  it('says nothing and does not reload on the first install', async () => {
    const { worker, registration, container } = fakeBrowser({ controlled: false, waiting: false });
    await act(async () => registerServiceWorker(container));
    act(() => {
      registration.installing = worker;
      registration.dispatchEvent(new Event('updatefound'));
      worker.dispatchEvent(new Event('statechange'));
      // clients.claim() of the first worker.
      container.dispatchEvent(new Event('controllerchange'));
    });
    expect(screen.queryByText('A new version of Bilan is available.')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
