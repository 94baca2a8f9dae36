import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/language.ts';
import { renderScreen } from '../../test/render.tsx';
import { DateField } from './date-field.tsx';

/** A field holding its value as the forms do (YYYY-MM-DD), shown beside it. */
function Probe({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Day" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

function setup(initial = '2026-03-05') {
  renderScreen(<Probe initial={initial} />, '/');
  return { input: screen.getByLabelText('Day'), value: () => screen.getByTestId('value').textContent };
}

describe('date field', () => {
  it('shows and reads the day as dd/mm/yyyy in French, whatever the browser', async () => {
    await act(() => switchLanguage('fr'));
    const { input, value } = setup();
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('05/03/2026');
    expect(input).toHaveAttribute('placeholder', 'jj/mm/aaaa');
    expect(screen.getByRole('button', { name: 'Ouvrir le calendrier' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '31/12/2026');
    expect(value()).toBe('2026-12-31');
    await user.tab();
    expect(input).toHaveValue('31/12/2026');
  });

  it('shows and reads the day as mm/dd/yyyy in English', async () => {
    const { input, value } = setup();
    expect(input).toHaveValue('03/05/2026');
    expect(input).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '12/31/2026');
    expect(value()).toBe('2026-12-31');
  });

  it('follows a switch of language at once', async () => {
    const { input } = setup();
    expect(input).toHaveValue('03/05/2026');
    await act(() => switchLanguage('fr'));
    expect(input).toHaveValue('05/03/2026');
  });

  it('reads a day typed as YYYY-MM-DD and shows it in the language once left', async () => {
    await act(() => switchLanguage('fr'));
    const { input, value } = setup('');
    const user = userEvent.setup();
    await user.type(input, '2026-04-30');
    expect(value()).toBe('2026-04-30');
    await user.tab();
    expect(input).toHaveValue('30/04/2026');
  });

  it('clears the value on a text that is no date, and says so once left', async () => {
    await act(() => switchLanguage('fr'));
    const { input, value } = setup();
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '31/04/2026');
    expect(value()).toBe('');
    expect(input).toHaveValue('31/04/2026');
    await user.tab();
    expect(screen.getByText("Ce n'est pas une date : saisissez-la sous la forme jj/mm/aaaa.")).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes the day chosen in the calendar', async () => {
    await act(() => switchLanguage('fr'));
    const { input, value } = setup();
    const picker = document.querySelector('input[type="date"]') as HTMLInputElement;
    expect(picker).toHaveAttribute('aria-hidden', 'true');
    fireEvent.change(picker, { target: { value: '2026-07-14' } });
    expect(value()).toBe('2026-07-14');
    expect(input).toHaveValue('14/07/2026');
  });
});

describe('the dates of the app', () => {
  it('are all typed in this field: no native date input elsewhere shows the browser language', () => {
    const sources = import.meta.glob<string>('../../**/*.tsx', { query: '?raw', import: 'default', eager: true });
    const native = Object.entries(sources)
      .filter(
        ([path, text]) =>
          !path.endsWith('/date-field.tsx') && !path.endsWith('.test.tsx') && /\stype="date"/.test(text),
      )
      .map(([path]) => path);
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(native).toEqual([]);
  });
});
