import { useUser } from '../../features/auth/api/get-user';
import { EmailPreferencesPage } from '../../features/notifications/components/email-preferences-page';

/** /email-notifications: which emails the user receives (the signed digest: company admins only). */
export default function EmailNotificationsRoute() {
  const { data: user } = useUser();
  return <EmailPreferencesPage role={user?.role ?? null} />;
}
