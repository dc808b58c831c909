import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { PosWidgetLogin } from '../../features/embed/components/pos-widget-login';
import { useEmbedPosSession } from '../../features/embed/hooks/use-embed-pos-session';
import { KioskScreen } from '../../features/pos-kiosk/components/kiosk-screen';
import { PosLoginForm } from '../../features/pos-kiosk/components/pos-login-form';

/**
 * /embed/pos-widget/iframe (SPEC §2.7): the POS kiosk on the POS widget's session (its bearer
 * token, ADR 013), handed over by the widget around it, which is told when the session ends. Opened on
 * its own, it shows the POS login itself.
 */
export default function EmbedPosKioskRoute() {
  const pos = useEmbedPosSession({ isKioskFrame: true });
  if (pos.isWaiting) return <FullScreenSpinner />;
  if (!pos.session) {
    return (
      <PosWidgetLogin>
        <PosLoginForm login={pos.login} onLoggedIn={pos.onLoggedIn} />
      </PosWidgetLogin>
    );
  }
  return (
    <KioskScreen
      key={pos.session.token}
      session={{ company: pos.session.company, authTime: 0 }}
      onSessionEnd={pos.end}
    />
  );
}
