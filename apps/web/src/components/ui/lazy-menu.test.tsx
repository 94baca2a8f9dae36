import { Button, Menu } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cloneElement, lazy, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { LazyMenu, type LoadedMenuProps } from './lazy-menu.tsx';

/** A menu whose module arrives when the test says so: `load` resolves the import LazyMenu waits for. */
function deferredMenu() {
  const onPick = vi.fn();
  let load = () => {};
  const arrived = new Promise<void>((resolve) => {
    load = resolve;
  });
  const imports = vi.fn(async () => {
    await arrived;
    return {
      default: ({ target, opened, onChange }: LoadedMenuProps) => (
        <Menu opened={opened} onChange={onChange}>
          <Menu.Target>
            {cloneElement(target as ReactElement<{ 'data-loaded'?: boolean }>, { 'data-loaded': true })}
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>Fruits</Menu.Label>
            <Menu.Item onClick={() => onPick('apple')}>Apple</Menu.Item>
            <Menu.Item onClick={() => onPick('pear')}>Pear</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    };
  });
  const FruitMenu = lazy(imports);
  renderScreen(
    <>
      <LazyMenu target={<Button>Fruits</Button>}>{(menu) => <FruitMenu {...menu} />}</LazyMenu>
      <input aria-label="Elsewhere" />
    </>,
    '/fruits',
  );
  return { load, imports, onPick, user: userEvent.setup() };
}

const button = () => screen.getByRole('button', { name: 'Fruits' });

/** Mantine's Menu, opened from its target, puts the focus on a placeholder at the top of its list. */
async function expectOpenWithFocusInside() {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  expect(button()).toHaveAttribute('aria-expanded', 'true');
  return menu;
}

describe('LazyMenu', () => {
  it('draws a closed menu button and loads nothing until it is used', () => {
    const { imports } = deferredMenu();
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(imports).not.toHaveBeenCalled();
  });

  it('keeps the click made while the menu loads, opens it once loaded and gives the focus back on Escape', async () => {
    const { load, imports, user } = deferredMenu();
    const first = button();
    await user.click(first);
    await user.click(button());
    expect(imports).toHaveBeenCalledTimes(1);
    // Still loading: the same button stays, focused, and closed.
    expect(button()).toBe(first);
    expect(first).toHaveFocus();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    load();
    await expectOpenWithFocusInside();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button()).toHaveFocus());
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
    ['ArrowDown', '{ArrowDown}'],
  ])('opens from the keyboard with %s, and again once loaded', async (_key, keys) => {
    const { load, user } = deferredMenu();
    load();
    await user.tab();
    expect(button()).toHaveFocus();
    await user.keyboard(keys);
    await expectOpenWithFocusInside();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button()).toHaveFocus());
    await user.keyboard(keys);
    await expectOpenWithFocusInside();
  });

  it('runs the chosen item and closes; the loaded menu opens again on the next click', async () => {
    const { load, onPick, user } = deferredMenu();
    load();
    await user.click(button());
    await expectOpenWithFocusInside();
    // Mantine's type-ahead: a letter moves to the item it begins.
    await user.keyboard('a');
    expect(screen.getByRole('menuitem', { name: 'Apple' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('apple');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(button());
    await user.click(await screen.findByRole('menuitem', { name: 'Pear' }));
    expect(onPick).toHaveBeenLastCalledWith('pear');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('stays closed when the user went on to another field while it loaded, as a click outside closes it', async () => {
    const { load, user } = deferredMenu();
    await user.click(button());
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    await user.click(elsewhere);
    load();
    await waitFor(() => expect(button()).toHaveAttribute('data-loaded', 'true'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(elsewhere).toHaveFocus();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });
});
