import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

function Opener() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Close the year</Button>
      <ConfirmDialog
        opened={opened}
        title="Close 2026?"
        confirmLabel="Close the year now"
        onConfirm={() => setOpened(false)}
        onClose={() => setOpened(false)}
      >
        <p>It cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}

describe('confirmation dialogs and the keyboard', () => {
  it('start on the action, keep Tab inside, and give focus back to the opener on Escape', async () => {
    const user = userEvent.setup();
    renderScreen(<Opener />, '/');
    const opener = await screen.findByRole('button', { name: 'Close the year' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Close 2026?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close the year now' })).toHaveFocus());
    // The corner button has a name too (axe: button-name).
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
