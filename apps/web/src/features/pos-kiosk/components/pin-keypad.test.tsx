import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PinKeypad } from './pin-keypad';

const NOW = new Date('2026-12-02T09:00:00+01:00');

function renderKeypad(props: Partial<ComponentProps<typeof PinKeypad>> = {}) {
  const handlers = { onSubmit: vi.fn(), onCancel: vi.fn() };
  const view = renderWithProviders(
    <PinKeypad purpose="Iniciar jornada" error={null} isBusy={false} {...handlers} {...props} />,
  );
  return { ...handlers, ...view };
}

const dots = () => screen.getByTestId('pin-dots');
const confirm = () => screen.getByRole('button', { name: 'Confirmar' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

function setupUser() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

async function tap(user: ReturnType<typeof setupUser>, digits: string) {
  for (const digit of digits) await user.click(screen.getByRole('button', { name: digit }));
}

describe('PinKeypad', () => {
  it('says what the PIN is for and counts the digits without showing them', async () => {
    const user = setupUser();
    renderKeypad();

    expect(screen.getByRole('group', { name: 'Introduce tu PIN personal' })).toBeInTheDocument();
    expect(screen.getByText('Para: Iniciar jornada')).toBeInTheDocument();
    expect(dots()).toHaveAccessibleName('PIN: 0 de 6 cifras');

    await tap(user, '123');
    expect(dots()).toHaveAccessibleName('PIN: 3 de 6 cifras');
    expect(dots()).not.toHaveTextContent('1');
  });

  it('enables Confirmar from 4 digits and sends the PIN typed, then empties it', async () => {
    const user = setupUser();
    const { onSubmit } = renderKeypad();

    await tap(user, '123');
    expect(confirm()).toBeDisabled();
    await tap(user, '4');
    expect(confirm()).toBeEnabled();

    await user.click(confirm());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('1234');
    expect(dots()).toHaveAccessibleName('PIN: 0 de 6 cifras');
  });

  it('takes at most 6 digits', async () => {
    const user = setupUser();
    const { onSubmit } = renderKeypad();

    await tap(user, '12345678');
    expect(dots()).toHaveAccessibleName('PIN: 6 de 6 cifras');
    await user.click(confirm());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('drops the last digit with the backspace key and all of them with Borrar', async () => {
    const user = setupUser();
    const { onSubmit } = renderKeypad();

    await tap(user, '12345');
    await user.click(screen.getByRole('button', { name: 'Borrar la última cifra' }));
    expect(dots()).toHaveAccessibleName('PIN: 4 de 6 cifras');
    await user.click(confirm());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('1234');

    await tap(user, '987');
    await user.click(screen.getByRole('button', { name: 'Borrar' }));
    expect(dots()).toHaveAccessibleName('PIN: 0 de 6 cifras');
    expect(confirm()).toBeDisabled();
  });

  it('reads a physical keyboard: digits, Backspace and Enter', async () => {
    const user = setupUser();
    const { onSubmit } = renderKeypad();

    await user.keyboard('98765{Backspace}');
    expect(dots()).toHaveAccessibleName('PIN: 4 de 6 cifras');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('9876');
  });

  it('does not send an incomplete PIN with Enter', async () => {
    const user = setupUser();
    const { onSubmit } = renderKeypad();

    await user.keyboard('123{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('cancels', async () => {
    const user = setupUser();
    const { onCancel, onSubmit } = renderKeypad();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a refused PIN as an alert', () => {
    renderKeypad({ error: 'PIN incorrecto' });

    expect(screen.getByRole('alert')).toHaveTextContent('PIN incorrecto');
  });

  it('locks the keys while the PIN is being checked', () => {
    renderKeypad({ isBusy: true });

    expect(screen.getByRole('button', { name: '5' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  });

  it('after too many attempts counts the wait down and takes the PIN again when it ends', async () => {
    const user = setupUser();
    const { onSubmit } = renderKeypad({ error: 'Demasiados intentos', waitUntil: NOW.getTime() + 30_000 });

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Espera 30 segundos antes de volver a intentarlo.',
    );
    await user.keyboard('1234{Enter}');
    expect(confirm()).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('alert')).toHaveTextContent(/Espera (19|20) segundos/);

    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Ya puedes volver a intentarlo.')).toHaveRole('status');
    await user.click(confirm());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('1234');
  });
});
