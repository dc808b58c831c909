import { canOpenPath } from '@jornada/shared/navigation';
import { useUser } from '../../features/auth/api/get-user';
import { NotificationsPage } from '../../features/notifications/components/notifications-page';

/** /notifications: recent notifications, each leading to its petition. */
export default function NotificationsRoute() {
  const { data: user } = useUser();
  // The email preferences page is the worker's and manager's (SPEC §2.3).
  return <NotificationsPage hasEmailPreferences={user ? canOpenPath(user.role, '/email-notifications') : false} />;
}
