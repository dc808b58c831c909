import { homeByRole } from '@jornada/shared/navigation';
import { NotFound } from '../../components/errors/not-found';
import { useUser } from '../../features/auth/api/get-user';

export default function NotFoundRoute() {
  const { data: user } = useUser();
  return <NotFound homePath={user ? homeByRole[user.role] : '/'} />;
}
