import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DateInput } from './date-input';

/** The input as a form holds it: the value in state, each change also reported to `onChange`. */
function Harness({
  initial = '',
  onChange,
  min,
  max,
}: {
  initial?: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateInput
      aria-label="Fecha"
      value={value}
      min={min}
      max={max}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderDate(props: { initial?: string; min?: string; max?: string } = {}) {
  const onChange = vi.fn();
  renderWithProviders(<Harness onChange={onChange} {...props} />);
  return { onChange, input: screen.getByRole('textbox', { name: 'Fecha' }) };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-02T09:00:00+01:00'));
});

describe('DateInput', () => {
  it('shows the value in Spanish order', () => {
    const { input } = renderDate({ initial: '2026-12-24' });

    expect(input).toHaveValue('24/12/2026');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  });

  it('reads a typed day as the form value, and shows it in full once left', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderDate();

    await user.type(input, '4/7/26');
    expect(onChange).toHaveBeenLastCalledWith('2026-07-04');
    await user.tab();
    expect(input).toHaveValue('04/07/2026');
  });

  it("reads the digits a phone's keypad types", async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderDate();

    await user.type(input, '24122026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-24');
  });

  it('passes no day for one that does not exist, and clears it once left', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderDate({ initial: '2026-02-01' });

    // Typed over the whole day shown, so every text on the way is a half-typed or impossible day.
    await user.type(input, '30/02/2026', { initialSelectionStart: 0, initialSelectionEnd: 10 });
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('30/02/2026');
    await user.tab();
    expect(input).toHaveValue('');
  });

  it('picks a day in the Spanish calendar, only within min and max', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderDate({ initial: '2026-12-10', min: '2026-12-05', max: '2026-12-20' });

    await user.click(screen.getByRole('button', { name: 'Elegir fecha en el calendario' }));
    const calendar = await screen.findByTestId('date-input-calendar');
    const day = (n: number) => within(calendar).getByRole('button', { name: new RegExp(`\\b${n} de diciembre`) });
    expect(day(4)).toBeDisabled();
    expect(day(21)).toBeDisabled();
    expect(day(5)).toBeEnabled();

    await user.click(day(15));
    expect(onChange).toHaveBeenLastCalledWith('2026-12-15');
    expect(input).toHaveValue('15/12/2026');
    expect(screen.queryByTestId('date-input-calendar')).not.toBeInTheDocument();
  });
});
