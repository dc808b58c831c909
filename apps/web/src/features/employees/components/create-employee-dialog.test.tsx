import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { type StubResponse, stubApi } from '../../../testing/stub-api';
import { makeEmployee } from '../utils/test-employee';
import { CreateEmployeeDialog } from './create-employee-dialog';

const managers = {
  data: [{ id: 3, name: 'Carlos Ruiz' }],
  isError: false,
  isPending: false,
  refetch: vi.fn(),
};
const shifts = [{ id: 5, name: 'Mañana', startTime: '08:00', endTime: '15:00' }];

const created: StubResponse = {
  status: 201,
  body: {
    success: true,
    message: 'Empleado creado',
    employee: makeEmployee({ id: 21, name: 'Ana Gómez', email: 'ana@example.com', identification: 'X1234567L' }),
    invitation_sent: true,
  },
};

function renderDialog({
  canCreate = () => true,
  answer = created,
}: {
  canCreate?: () => boolean;
  answer?: StubResponse;
} = {}) {
  const api = stubApi({ 'POST /api/employees': answer });
  const onCreated = vi.fn();
  renderWithProviders(
    <CreateEmployeeDialog
      isOpen
      onOpenChange={vi.fn()}
      managers={managers}
      shifts={shifts}
      canCreate={canCreate}
      onCreated={onCreated}
    />,
  );
  return { api, onCreated };
}

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Crear Empleado' });

async function fillValid(user: ReturnType<typeof userEvent.setup>, identification = 'x1234567l') {
  await user.type(field('Nombre'), 'Ana Gómez');
  await user.type(field('Email'), 'ana@example.com');
  await user.type(field('Identificación (DNI/NIE)'), identification);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-02T09:00:00+01:00'));
});

describe('CreateEmployeeDialog', () => {
  it('refuses an empty form with a Spanish message on each required field and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderDialog();

    await user.click(submit());

    expect(field('Nombre')).toHaveAccessibleDescription('El nombre es requerido');
    expect(field('Email')).toHaveAccessibleDescription('El email es requerido');
    expect(field('Identificación (DNI/NIE)')).toHaveAccessibleDescription('La identificación es requerida');
    expect(field('Nombre')).toBeInvalid();
    expect(field('Teléfono')).toBeValid();
    expect(api.calls).toEqual([]);
  });

  it('refuses a malformed email', async () => {
    const user = userEvent.setup();
    const { api } = renderDialog();

    await fillValid(user);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'ana@');
    await user.click(submit());

    expect(field('Email')).toHaveAccessibleDescription('Email inválido');
    expect(api.calls).toEqual([]);
  });

  it('refuses a DNI whose control letter is wrong', async () => {
    const user = userEvent.setup();
    const { api } = renderDialog();

    await fillValid(user, '12345678A');
    await user.click(submit());

    expect(field('Identificación (DNI/NIE)')).toHaveAccessibleDescription('La letra del DNI/NIE no es correcta');
    expect(api.calls).toEqual([]);
  });

  it('refuses an identification that is no DNI, NIE or passport', async () => {
    const user = userEvent.setup();
    renderDialog();

    await fillValid(user, '1234');
    await user.click(submit());

    expect(field('Identificación (DNI/NIE)')).toHaveAccessibleDescription(
      'Identificación no válida: escribe un DNI (8 números y letra), un NIE (X, Y o Z, 7 números y letra) o un pasaporte (letra y 8 números)',
    );
  });

  it('sends a valid worker with the NIE normalised, the manager and shift chosen, and shows the invitation', async () => {
    const user = userEvent.setup();
    const { api, onCreated } = renderDialog();

    await fillValid(user, ' x1234567l ');
    await user.selectOptions(field('Manager Asignado'), 'Carlos Ruiz');
    await user.selectOptions(field('Turno Asignado'), '5');
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Empleado creado' })).toBeInTheDocument();
    expect(screen.getByText('Invitación enviada')).toBeInTheDocument();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/employees',
        body: {
          name: 'Ana Gómez',
          email: 'ana@example.com',
          phone: null,
          identification: 'X1234567L',
          role: 'worker',
          managerId: 3,
          shiftId: 5,
          centreId: null,
          payroll_code: null,
        },
      },
    ]);
    expect(onCreated).toHaveBeenCalledOnce();
  });

  it('offers a manager only to a worker', async () => {
    const user = userEvent.setup();
    renderDialog();

    expect(field('Manager Asignado')).toBeInTheDocument();
    await user.selectOptions(field('Rol'), 'Manager');
    expect(screen.queryByLabelText('Manager Asignado')).not.toBeInTheDocument();
  });

  it('puts a taken email on the email field', async () => {
    const user = userEvent.setup();
    renderDialog({ answer: { status: 409, body: { message: 'El email ya existe' } } });

    await fillValid(user);
    await user.click(submit());

    await waitFor(() =>
      expect(field('Email')).toHaveAccessibleDescription(
        'El correo electrónico ya está registrado. Por favor, utiliza otro email.',
      ),
    );
    expect(field('Email')).toHaveFocus();
  });

  it('sends nothing once the plan has no room for another user', async () => {
    const user = userEvent.setup();
    const { api } = renderDialog({ canCreate: () => false });

    await fillValid(user);
    await user.click(submit());

    expect(api.calls).toEqual([]);
  });
});
