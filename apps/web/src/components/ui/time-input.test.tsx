import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DateTimeInput } from './date-time-input';
import { TimeInput } from './time-input';

function TimeHarness({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <TimeInput
      aria-label="Hora"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderTime(initial = '') {
  const onChange = vi.fn();
  renderWithProviders(<TimeHarness initial={initial} onChange={onChange} />);
  return { onChange, input: screen.getByRole('textbox', { name: 'Hora' }) };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-02T09:00:00+01:00'));
});

describe('TimeInput', () => {
  it('reads 8.05 and 805 as 08:05 and shows it so once left', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderTime();

    await user.type(input, '8.05');
    expect(onChange).toHaveBeenLastCalledWith('08:05');
    await user.tab();
    expect(input).toHaveValue('08:05');

    await user.clear(input);
    await user.type(input, '1730');
    expect(onChange).toHaveBeenLastCalledWith('17:30');
  });

  it('passes no time for an hour past 23 or minutes past 59', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderTime('09:00');

    await user.clear(input);
    await user.type(input, '24:00');
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.clear(input);
    await user.type(input, '12:60');
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.tab();
    expect(input).toHaveValue('');
  });

  it('moves a minute with the arrows, 15 with Shift, round midnight', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderTime('23:50');

    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('23:51');
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(onChange).toHaveBeenLastCalledWith('00:06');
    expect(input).toHaveValue('00:06');
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('00:05');
  });
});

function DateTimeHarness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DateTimeInput
      id="salida"
      dateLabel="Fecha de salida"
      timeLabel="Hora de salida"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DateTimeInput', () => {
  it('holds the day and the time as one value, incomplete while a half is missing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<DateTimeHarness onChange={onChange} />);

    await user.type(screen.getByRole('textbox', { name: 'Fecha de salida' }), '02/12/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-02T');
    await user.type(screen.getByRole('textbox', { name: 'Hora de salida' }), '17:30');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-02T17:30');

    await user.clear(screen.getByRole('textbox', { name: 'Fecha de salida' }));
    expect(onChange).toHaveBeenLastCalledWith('T17:30');
  });
});
