import type { Petition } from '@jornada/shared/api/petitions';

type TicketPetition = Extract<Petition, { table_name: 'tickets' }>;

/** A pending ticket from Lucía (9) assigned to Carlos (3), overridable field by field. */
export function makeTicketPetition(overrides: Partial<TicketPetition> = {}): TicketPetition {
  return {
    id: 1,
    table_name: 'tickets',
    status: 'pending',
    requester_id: 9,
    requester_name: 'Lucía Fernández',
    employee_id: 9,
    employee_name: 'Lucía Fernández',
    assigned_to: [3],
    assignees: [{ id: 3, name: 'Carlos Ruiz' }],
    requires_acceptance: false,
    summary: 'Otro: No puedo fichar',
    created_at: '2025-07-24T06:00:00.000Z',
    decided_by: null,
    decided_by_name: null,
    decided_at: null,
    decision_comment: null,
    cancelled_at: null,
    can_decide: false,
    can_cancel: false,
    ticket: { title: 'No puedo fichar', incident_type: 'Otro', description: 'La app se queda cargando' },
    ...overrides,
  };
}
