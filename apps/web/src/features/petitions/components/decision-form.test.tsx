import type { Petition } from '@jornada/shared/api/petitions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { type StubResponse, stubApi } from '../../../testing/stub-api';
import { makeTicketPetition } from '../utils/test-petition';
import { DecisionForm } from './decision-form';

const NOW = new Date('2026-12-02T09:00:00+01:00');

function decided(status: 'approved' | 'rejected', comment: string | null): StubResponse {
  return {
    body: makeTicketPetition({
      status,
      decided_by: 3,
      decided_by_name: 'Carlos Ruiz',
      decided_at: NOW.toISOString(),
      decision_comment: comment,
    }),
  };
}

function renderForm(petition: Petition = makeTicketPetition({ can_decide: true }), answer?: StubResponse) {
  const api = stubApi({
    'POST /api/petitions/1/decision': (call) =>
      answer ?? decided((call.body as { decision: 'approved' | 'rejected' }).decision, null),
  });
  renderWithProviders(<DecisionForm petition={petition} />);
  return api;
}

const comment = () => screen.getByLabelText('Comentario');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

describe('DecisionForm', () => {
  it('approves without a comment', async () => {
    const user = userEvent.setup();
    const api = renderForm();

    expect(comment()).toHaveAccessibleDescription('Opcional al aprobar; obligatorio al rechazar.');
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));

    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: '/api/petitions/1/decision',
      body: { decision: 'approved' },
    });
  });

  it('approves with the comment written, trimmed', async () => {
    const user = userEvent.setup();
    const api = renderForm();

    await user.type(comment(), '  De acuerdo  ');
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));

    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ decision: 'approved', comment: 'De acuerdo' });
  });

  it('does not reject without a reason, and says so on the comment', async () => {
    const user = userEvent.setup();
    const api = renderForm();

    await user.type(comment(), '   ');
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));

    expect(await screen.findByText('Indica el motivo del rechazo')).toHaveRole('alert');
    expect(comment()).toHaveAccessibleDescription('Indica el motivo del rechazo');
    expect(comment()).toBeInvalid();
    expect(api.calls).toEqual([]);
  });

  it('rejects with the reason given', async () => {
    const user = userEvent.setup();
    const api = renderForm();

    await user.type(comment(), 'Falta el justificante');
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));

    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ decision: 'rejected', comment: 'Falta el justificante' });
  });

  it('asks the worker to accept a correction proposed to them', () => {
    renderForm(makeTicketPetition({ can_decide: true, requires_acceptance: true }));

    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal above the buttons", async () => {
    const user = userEvent.setup();
    renderForm(undefined, { status: 409, body: { message: 'La petición ya fue decidida' } });

    await user.click(screen.getByRole('button', { name: 'Aprobar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('La petición ya fue decidida');
  });

  it("puts the server's message about the comment on the comment", async () => {
    const user = userEvent.setup();
    renderForm(undefined, {
      status: 400,
      body: { message: 'Datos no válidos', fields: { comment: 'El comentario no puede superar 1000 caracteres' } },
    });

    await user.type(comment(), 'Vale');
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));

    await waitFor(() =>
      expect(comment()).toHaveAccessibleDescription('El comentario no puede superar 1000 caracteres'),
    );
  });
});
