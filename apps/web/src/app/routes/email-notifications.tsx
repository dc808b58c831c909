import { EmailPreferencesPage } from '../../features/notifications/components/email-preferences-page';

/** /email-notifications: which emails the user receives. */
export default function EmailNotificationsRoute() {
  return <EmailPreferencesPage />;
}
