import type { NotificationType } from '@jornada/shared/api/notifications';
import { type Petition, type PetitionKind, petitionKindLabels } from '@jornada/shared/api/petitions';
import type { SessionUser } from '@jornada/shared/api/session';
import { type OutgoingMail, PREFERENCES_FOOTER } from '../notifications/notification-mail';
import type { NewNotification } from '../notifications/notify';
import type { Person } from '../people/people.service';

/** Who is told what when a petition is filed, decided or cancelled: in-app notices and the emails. */

export const notificationTypeOf: Record<PetitionKind, NotificationType> = {
  tickets: 'ticket',
  vacations: 'vacation',
  wscorrections: 'workshift',
};

const inboxLink = (id: string) => `/petitions?view=inbox&id=${id}`;
const outboxLink = (id: string) => `/petitions?view=outbox&id=${id}`;

export interface Outbound {
  notifications: NewNotification[];
  mails: OutgoingMail[];
}

export function announceNew(petition: Petition, requester: SessionUser, assignees: Person[]): Outbound {
  const type = notificationTypeOf[petition.table_name];
  const link = inboxLink(String(petition.id));
  const title = petition.requires_acceptance
    ? 'Corrección de tu jornada pendiente de aceptar'
    : `Nueva petición: ${petitionKindLabels[petition.table_name]}`;
  const message = petition.requires_acceptance
    ? `${requester.name} propone corregir tu jornada. ${petition.summary}`
    : `${requester.name}: ${petition.summary}`;
  return {
    notifications: assignees.map((a) => ({
      userId: a.id,
      type,
      event: 'petition_created' as const,
      petitionId: String(petition.id),
      title,
      message,
      link,
    })),
    mails: assignees
      .filter((a) => a.notify_new_petition)
      .map((a) => ({
        to: a.email,
        name: a.name,
        subject: petition.requires_acceptance
          ? `${requester.name} propone corregir tu jornada`
          : `Nueva petición de ${requester.name}: ${petitionKindLabels[petition.table_name]}`,
        paragraphs: [
          message,
          petition.requires_acceptance
            ? 'Revisa la propuesta y acéptala o recházala desde tu bandeja de entrada.'
            : 'Puedes aprobarla o rechazarla desde tu bandeja de entrada.',
        ],
        link,
        actionLabel: 'Ver la petición',
        footer: PREFERENCES_FOOTER,
      })),
  };
}

export function announceDecision(petition: Petition, decider: SessionUser, requester: Person | undefined): Outbound {
  if (!requester) return { notifications: [], mails: [] };
  const approved = petition.status === 'approved';
  const noun = petition.requires_acceptance ? 'corrección' : 'petición';
  const verb = petition.requires_acceptance
    ? approved
      ? 'aceptado'
      : 'rechazado'
    : approved
      ? 'aprobado'
      : 'rechazado';
  const title = petition.requires_acceptance
    ? approved
      ? 'Corrección aceptada'
      : 'Corrección rechazada'
    : approved
      ? 'Petición aprobada'
      : 'Petición rechazada';
  const comment = petition.decision_comment ? ` Comentario: «${petition.decision_comment}»` : '';
  const message = `${decider.name} ha ${verb} tu ${noun}: ${petition.summary}.${comment}`;
  const link = outboxLink(String(petition.id));
  return {
    notifications: [
      {
        userId: requester.id,
        type: notificationTypeOf[petition.table_name],
        event: 'petition_decided',
        petitionId: String(petition.id),
        title,
        message,
        link,
      },
    ],
    mails: requester.notify_decision
      ? [
          {
            to: requester.email,
            name: requester.name,
            subject: `${title}: ${petitionKindLabels[petition.table_name]}`,
            paragraphs: [message],
            link,
            actionLabel: 'Ver la petición',
            footer: PREFERENCES_FOOTER,
          },
        ]
      : [],
  };
}

export function announceCancel(petition: Petition, requester: SessionUser, wasApproved: boolean): Outbound {
  // An approved vacation given back also tells whoever approved it, assigned or not.
  const recipients = new Set(petition.assigned_to);
  if (wasApproved && petition.decided_by !== null) recipients.add(petition.decided_by);
  recipients.delete(requester.id);
  return {
    notifications: [...recipients].map((userId) => ({
      userId,
      type: notificationTypeOf[petition.table_name],
      event: 'petition_cancelled' as const,
      petitionId: String(petition.id),
      title: 'Petición cancelada',
      message: wasApproved
        ? `${requester.name} ha cancelado sus vacaciones ya aprobadas: ${petition.summary}`
        : `${requester.name} ha cancelado su petición: ${petition.summary}`,
      link: inboxLink(String(petition.id)),
    })),
    mails: [],
  };
}
