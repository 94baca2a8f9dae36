import { Drawer, Modal } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render.tsx';

// Mantine draws a dialog's title bar as a <header>, which its <section role="dialog"> does not scope:
// each open dialog was a second banner landmark (axe landmark-no-duplicate-banner, app/theme.ts).
describe('a dialog is one dialog landmark', () => {
  it.each([
    ['modal', <Modal key="modal" opened onClose={() => undefined} title="Add a line" />],
    ['drawer', <Drawer key="drawer" opened onClose={() => undefined} title="Sub-accounts" />],
  ])('a %s named by its title holds no banner nor header of its own', async (_kind, dialog) => {
    renderScreen(dialog, '/');
    const shown = await screen.findByRole('dialog');
    expect(shown).toHaveAccessibleName(/Add a line|Sub-accounts/);
    expect(shown.querySelector('header')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/Add a line|Sub-accounts/);
  });
});
