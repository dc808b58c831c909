import type { Permission } from '@jornada/shared/permissions';
import { type PlatformActor, withPlatformReach } from '../../access/platform';
import type { Db } from '../../db/tenant';
import { voidPendingLinks } from '../auth/account-links';
import type { MailContext } from '../auth/auth.service';
import { type AccessDelivery, mailInvitation } from '../auth/invitation';
import { setTemporaryPasswordOf } from './admin.repository';

/**
 * Mails the activation link of an account the platform admin created; if the mail fails, the link is
 * withdrawn and a temporary password returned instead (recorded in the platform log).
 */
export function deliverActivation(
  db: Db,
  mail: MailContext,
  actor: PlatformActor,
  permission: Permission,
  invitation: { userId: number; email: string; name: string; token: string; what: string },
): Promise<AccessDelivery> {
  return mailInvitation(mail, { ...invitation, by: 'El equipo de Jornada' }, (passwordHash) =>
    withPlatformReach(
      db,
      actor,
      permission,
      async ({ trx }) => {
        await voidPendingLinks(trx, invitation.userId, 'activation');
        await setTemporaryPasswordOf(trx, invitation.userId, passwordHash);
      },
      {
        action: 'user.invitation_failed',
        entity: 'user',
        entityId: invitation.userId,
        details: { access: 'temporary_password' },
      },
    ),
  );
}
