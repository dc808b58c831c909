import type { SessionUser } from '@jornada/shared/api/session';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import type { EmbedSession } from '../hooks/use-embed-session';
import { EmbedLoginForm } from './embed-login-form';
import { EmbedHeader, EmbedPage } from './embed-page';

/**
 * What an employee widget shows for its session: checking a saved one, the login form, a failed check
 * to retry, or the widget itself under its header with the logout button.
 */
export function EmbedSessionGate({
  session,
  title,
  loginDescription,
  headerTitle,
  children,
}: {
  session: EmbedSession;
  /** The login card's title, and the header's unless `headerTitle` says otherwise. */
  title: string;
  loginDescription: string;
  /** For a widget with a heading of its own: the header then names the company, not the page. */
  headerTitle?: (user: SessionUser) => string;
  children: (user: SessionUser) => ReactNode;
}) {
  let body: ReactNode;
  if (session.user) {
    body = (
      <>
        <EmbedHeader
          title={headerTitle ? headerTitle(session.user) : title}
          isPageHeading={!headerTitle}
          userName={session.user.name}
          isLoggingOut={session.state.isLoggingOut}
          onLogout={session.logout}
        />
        {children(session.user)}
      </>
    );
  } else if (session.checkError) {
    body = (
      <LoadError title="Error de conexión" message={errorMessage(session.checkError)} onRetry={session.retryCheck} />
    );
  } else if (session.isChecking) {
    body = (
      <p role="status" className="flex items-center justify-center gap-3 py-12 text-sm text-slate-600">
        <Spinner size="sm" />
        Comprobando la sesión...
      </p>
    );
  } else {
    body = (
      <EmbedLoginForm
        title={title}
        description={loginDescription}
        isPending={session.isLoggingIn}
        error={session.state.error}
        onSubmit={session.login}
      />
    );
  }
  return <EmbedPage>{body}</EmbedPage>;
}
