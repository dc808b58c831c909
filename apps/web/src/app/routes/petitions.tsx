import { useUser } from '../../features/auth/api/get-user';
import { usePendingCountValue } from '../../features/petitions/api/get-pending-count';
import { PetitionsPage } from '../../features/petitions/components/petitions-page';

/** /petitions?view=inbox|outbox|create (no or unknown view: the role's default); ?id= opens one petition. */
export default function PetitionsRoute() {
  const { data: user } = useUser();
  const pendingCount = usePendingCountValue({ isEnabled: Boolean(user) });
  if (!user) return null;
  return <PetitionsPage role={user.role} pendingCount={pendingCount} />;
}
