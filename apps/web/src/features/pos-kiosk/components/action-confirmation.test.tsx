import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeShift } from '../../../testing/make-shift';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { describeConfirmation } from '../utils/describe-pos-card';
import { ActionConfirmation } from './action-confirmation';

const NOW = new Date('2026-12-02T09:00:00+01:00');

/** Lucía ended her break at 09:00 Madrid, after starting at 08:00 and pausing 08:30–08:45. */
const summary = describeConfirmation({
  action: 'breakEnd',
  shift: makeShift({
    fecha: '2026-12-02',
    started_at: '2026-12-02T07:00:00.000Z',
    break_spans: [{ start: '2026-12-02T07:30:00.000Z', end: '2026-12-02T07:45:00.000Z' }],
  }),
  employeeName: 'Lucía Fernández',
  companyName: 'Panadería Sol',
  config: { break_included: false, max_breaks_per_day: 2, min_break_interval: 0 },
  at: NOW,
});

function renderConfirmation(note?: string) {
  const onDone = vi.fn();
  renderWithProviders(<ActionConfirmation summary={{ ...summary, note }} onDone={onDone} />);
  return { onDone };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

describe('ActionConfirmation', () => {
  it('announces what was done, by whom, where, when and the time worked', () => {
    renderConfirmation();

    const card = screen.getByRole('status');
    expect(card).toHaveTextContent('Pausa finalizada');
    expect(card).toHaveTextContent('Lucía Fernández');
    expect(card).toHaveTextContent('Panadería Sol');
    expect(screen.getByText('Hora').nextElementSibling).toHaveTextContent('09:00:00');
    expect(screen.getByText('Tiempo trabajado').nextElementSibling).toHaveTextContent('00:45:00');
    expect(screen.queryByTestId('pos-confirmation-note')).not.toBeInTheDocument();
  });

  it('says when the tap is waiting in the offline queue', () => {
    renderConfirmation('Se enviará al recuperar la conexión');

    expect(screen.getByTestId('pos-confirmation-note')).toHaveTextContent('Se enviará al recuperar la conexión');
  });

  it('closes by itself after 3 s and its 0.3 s exit', () => {
    const { onDone } = renderConfirmation();

    act(() => vi.advanceTimersByTime(3000));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(299));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalled();
  });

  it('closes sooner with a tap', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onDone } = renderConfirmation();

    await user.click(screen.getByRole('status'));
    expect(onDone).toHaveBeenCalledOnce();
  });
});
