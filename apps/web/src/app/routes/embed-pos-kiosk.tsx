import { PosWidgetLogin } from '../../features/embed/components/pos-widget-login';
import { useEmbedPosSession } from '../../features/embed/hooks/use-embed-pos-session';
import { signalPosSessionEnded } from '../../features/embed/utils/pos-frame-signal';
import { KioskScreen } from '../../features/pos-kiosk/components/kiosk-screen';
import { PosLoginForm } from '../../features/pos-kiosk/components/pos-login-form';

/**
 * /embed/pos-widget/iframe (SPEC §2.7, issue 12): the POS kiosk on the POS widget's session (its bearer
 * token, ADR 013). When that session ends the widget around it is told, to show its login; opened on
 * its own, it shows the POS login itself.
 */
export default function EmbedPosKioskRoute() {
  const pos = useEmbedPosSession();
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
      onSessionEnd={() => {
        pos.end();
        signalPosSessionEnded();
      }}
    />
  );
}
