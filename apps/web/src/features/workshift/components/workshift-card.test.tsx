import type { Workshift } from '@jornada/shared/api/workshift';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeShift } from '../../../testing/make-shift';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubApi } from '../../../testing/stub-api';
import { WorkshiftCard } from './workshift-card';

// 09:00 in Madrid (08:00Z) on a Wednesday.
const NOW = new Date('2026-12-02T09:00:00+01:00');
const config = { break_included: false, max_breaks_per_day: 2, min_break_interval: 0 };

/** A shift started today at 08:00 Madrid. */
function todayShift(overrides: Partial<Workshift> = {}): Workshift {
  return makeShift({
    fecha: '2026-12-02',
    hora_inicio: '08:00:00',
    started_at: '2026-12-02T07:00:00.000Z',
    ...overrides,
  });
}

function renderCard(shift: Workshift | null, props: Partial<ComponentProps<typeof WorkshiftCard>> = {}) {
  const handlers = { onAction: vi.fn(), onRequestEnd: vi.fn(), onReportIncident: vi.fn() };
  renderWithProviders(
    <WorkshiftCard shift={shift} config={config} pendingAction={undefined} {...handlers} {...props} />,
  );
  return handlers;
}

function status() {
  return screen.getByTestId('workshift-status');
}

function buttonNames() {
  return screen.getAllByRole('button').map((button) => button.textContent);
}

beforeEach(() => {
  // Only the clock is fixed: the timers stay real, so the card's today-list request settles on its own.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  stubApi({ 'GET /api/workshift/user/today': { body: [] } });
});

describe('WorkshiftCard', () => {
  it('offers only the start before the day has a shift, and starting calls the start action', async () => {
    const user = userEvent.setup();
    const { onAction } = renderCard(null);

    expect(screen.getByText('Jornada de hoy')).toBeInTheDocument();
    expect(screen.getByText('Miércoles, 2 de diciembre de 2026')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Sin iniciar');
    expect(screen.getByTestId('worked-time')).toHaveTextContent('00:00:00');
    expect(buttonNames()).toEqual(['Iniciar jornada', 'Reportar incidencia']);

    await user.click(screen.getByRole('button', { name: 'Iniciar jornada' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith('start');
  });

  it('while working shows the time worked and offers a break and the end, which asks first', async () => {
    const user = userEvent.setup();
    const { onAction, onRequestEnd } = renderCard(todayShift());

    expect(status()).toHaveTextContent('En jornada');
    expect(screen.getByTestId('worked-time')).toHaveTextContent('01:00:00');
    expect(screen.getByText(/Inicio:/)).toHaveTextContent('Inicio: 08:00:00');
    expect(screen.queryByRole('button', { name: /Iniciar jornada/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Iniciar pausa' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith('breakStart');

    await user.click(screen.getByRole('button', { name: 'Finalizar jornada' }));
    expect(onRequestEnd).toHaveBeenCalledOnce();
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('keeps the break button disabled with the reason once the day has used its breaks', () => {
    const breaks = [
      { start: '2026-12-02T07:10:00.000Z', end: '2026-12-02T07:20:00.000Z' },
      { start: '2026-12-02T07:30:00.000Z', end: '2026-12-02T07:40:00.000Z' },
    ];
    renderCard(todayShift({ break_spans: breaks }));

    const breakButton = screen.getByRole('button', { name: 'Iniciar pausa' });
    expect(breakButton).toBeDisabled();
    expect(breakButton).toHaveAccessibleDescription(/2 pausas/);
    expect(screen.getByRole('button', { name: 'Finalizar jornada' })).toBeEnabled();
  });

  it('on a break stops the worked time, lists the open break and offers to end it', async () => {
    const user = userEvent.setup();
    const { onAction, onRequestEnd } = renderCard(
      todayShift({ status: 'on_break', break_spans: [{ start: '2026-12-02T07:30:00.000Z', end: null }] }),
    );

    expect(status()).toHaveTextContent('En pausa');
    // Half an hour worked before the break; the half hour since does not count (break not included).
    expect(screen.getByTestId('worked-time')).toHaveTextContent('00:30:00');
    const breaks = screen.getByRole('region', { name: 'Pausas de la jornada' });
    expect(within(breaks).getByText('Pausa 1')).toBeInTheDocument();
    expect(within(breaks).getByText(/08:30:00 – en curso/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Iniciar pausa' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Finalizar pausa' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith('breakEnd');
    await user.click(screen.getByRole('button', { name: 'Finalizar jornada' }));
    expect(onRequestEnd).toHaveBeenCalledOnce();
  });

  it('once finished says so and offers another shift as a secondary start', async () => {
    const user = userEvent.setup();
    const { onAction } = renderCard(
      todayShift({
        status: 'completed',
        hora_fin: '08:45:00',
        ended_at: '2026-12-02T07:45:00.000Z',
      }),
    );

    expect(status()).toHaveTextContent('Finalizado');
    expect(screen.getByText('La jornada ha sido finalizada')).toBeInTheDocument();
    expect(screen.getByTestId('worked-time')).toHaveTextContent('00:45:00');
    expect(screen.getByText(/Inicio:/)).toHaveTextContent('Inicio: 08:00:00 · Fin: 08:45:00');
    expect(buttonNames()).toEqual(['Iniciar otra jornada', 'Reportar incidencia']);

    await user.click(screen.getByRole('button', { name: 'Iniciar otra jornada' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith('start');
  });

  it('marks a shift recorded from the offline queue and shows the queue notice', () => {
    renderCard(todayShift({ offline: true }), { queueNotice: <p>1 fichaje pendiente de enviar</p> });

    expect(screen.getByText('Fichaje registrado sin conexión; hora declarada por el dispositivo')).toBeInTheDocument();
    expect(screen.getByText('1 fichaje pendiente de enviar')).toBeInTheDocument();
  });

  it('disables every clock button while an action is being sent', () => {
    renderCard(todayShift(), { pendingAction: 'breakStart' });

    expect(screen.getByRole('button', { name: 'Iniciar pausa' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Finalizar jornada' })).toBeDisabled();
  });

  it('locked by an expired kiosk QR, disables the clock buttons and says why', () => {
    renderCard(null, { lockedNotice: <p>El código QR ha caducado</p> });

    expect(screen.getByRole('button', { name: 'Iniciar jornada' })).toBeDisabled();
    expect(screen.getByTestId('workshift-locked')).toHaveTextContent('El código QR ha caducado');
  });

  it('opens the incident report and links to the history', async () => {
    const user = userEvent.setup();
    const { onReportIncident } = renderCard(null);

    await user.click(screen.getByRole('button', { name: 'Reportar incidencia' }));
    expect(onReportIncident).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Ver historial' })).toHaveAttribute('href', '/time-history');
  });
});
