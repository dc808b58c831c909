import { PosWidgetFrame } from '../../features/embed/components/pos-widget-frame';
import { PosWidgetLogin } from '../../features/embed/components/pos-widget-login';
import { useEmbedPosSession } from '../../features/embed/hooks/use-embed-pos-session';
import { PosLoginForm } from '../../features/pos-kiosk/components/pos-login-form';

/**
 * /embed/pos-widget (SPEC §2.7): the POS login form without a saved POS session; with one, 'Sistema POS'
 * and 'Cerrar Sesión' over the kiosk (/embed/pos-widget/iframe) in a full-screen frame.
 */
export default function EmbedPosWidgetRoute() {
  const pos = useEmbedPosSession();
  if (!pos.session) {
    return (
      <PosWidgetLogin>
        <PosLoginForm login={pos.login} onLoggedIn={pos.onLoggedIn} />
      </PosWidgetLogin>
    );
  }
  return (
    <PosWidgetFrame companyName={pos.session.company.nombre} isLoggingOut={pos.isLoggingOut} onLogout={pos.logout} />
  );
}
