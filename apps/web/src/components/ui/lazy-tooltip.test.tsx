import { ActionIcon } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { LazyTooltip } from './lazy-tooltip.tsx';

describe('LazyTooltip', () => {
  it('shows its label on the first hover, once its code has loaded, and hides it when the pointer leaves', async () => {
    renderScreen(
      <LazyTooltip label="Search (Ctrl+K)">
        <ActionIcon aria-label="Search">S</ActionIcon>
      </LazyTooltip>,
      '/search',
    );
    const target = screen.getByRole('button', { name: 'Search' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.hover(target);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Search (Ctrl+K)');
    await user.unhover(target);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    await user.hover(target);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Search (Ctrl+K)');
    expect(screen.getByRole('button', { name: 'Search' })).toBe(target);
  });
});
