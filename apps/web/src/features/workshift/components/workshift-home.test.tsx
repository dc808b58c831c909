import 'fake-indexeddb/auto';
import { DEFAULT_COMPANY_CONFIG } from '@jornada/shared/api/company-config';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeShift } from '../../../testing/make-shift';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubApi } from '../../../testing/stub-api';
import { WorkshiftHome } from './workshift-home';

// 09:00 in Madrid (08:00Z).
const NOW = new Date('2026-12-02T09:00:00+01:00');
const config = { company_id: 1, ...DEFAULT_COMPANY_CONFIG };
const started = makeShift({
  fecha: '2026-12-02',
  hora_inicio: '09:00:00',
  started_at: NOW.toISOString(),
});

/** A server with no shift until one is started. */
function renderHome(userId: number) {
  let current: typeof started | null = null;
  const api = stubApi({
    'GET /api/workshift/current': () => ({ body: current }),
    'GET /api/workshift/user/today': () => ({ body: current ? [current] : [] }),
    'POST /api/workshift/start': () => {
      current = started;
      return { status: 201, body: started };
    },
  });
  renderWithProviders(<WorkshiftHome userId={userId} schemaName="empresa_1" config={config} />);
  return api;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

describe('WorkshiftHome', () => {
  it("starts the shift: sends the press's time and position, then shows the server's shift", async () => {
    const user = userEvent.setup();
    const api = renderHome(7);

    await user.click(await screen.findByRole('button', { name: 'Iniciar jornada' }));

    // The card shows the state the press leads to at once (optimistic); the request leaves only once the
    // position is read, so wait for the request itself rather than for the state.
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const start = api.calls.find((call) => call.method === 'POST');
    expect(start?.path).toBe('/api/workshift/start');
    expect(start?.body).toMatchObject({
      location: { latitude: 0, longitude: 0 },
      client_time: { timestamp: NOW.getTime() },
    });
    await waitFor(() => expect(screen.getByTestId('workshift-status')).toHaveTextContent('En jornada'));
    expect(await screen.findByRole('button', { name: 'Iniciar pausa' })).toBeInTheDocument();
  });

  it('offline, keeps the start in the queue, shows the state it leads to and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    // Another user than the test before: the offline queue (IndexedDB) lives on between the tests of a file.
    const api = renderHome(8);

    await user.click(await screen.findByRole('button', { name: 'Iniciar jornada' }));

    expect(await screen.findByText(/Pendiente de envío/)).toHaveTextContent(
      'Iniciar jornada · 09:00:00 · Pendiente de envío',
    );
    expect(screen.getByText('Sin conexión: se enviará al recuperar la conexión')).toBeInTheDocument();
    expect(screen.getByTestId('workshift-status')).toHaveTextContent('En jornada');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
