import { PlatformDashboard } from '../../features/platform/components/platform-dashboard';

/** /navegatel (and '/' for the platform admin): the console's home. */
export default function NavegatelHomeRoute() {
  return <PlatformDashboard />;
}
