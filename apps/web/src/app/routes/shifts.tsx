import { can } from '@jornada/shared/permissions';
import { useUser } from '../../features/auth/api/get-user';
import { ShiftsPage } from '../../features/shifts/components/shifts-page';

/** /shifts and /turnos (SPEC §2.3, company admin): the same page on both paths. */
export default function ShiftsRoute() {
  const { data: user } = useUser();
  return <ShiftsPage canManage={can(user?.role, 'manage:shift')} />;
}
