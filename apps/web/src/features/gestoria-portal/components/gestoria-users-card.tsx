import { useState } from 'react';
import { QueryCard } from '../../../components/query-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { type GestoriaUser, useGestoriaUsers } from '../api/get-gestoria-users';
import { DeactivateUserDialog } from './deactivate-user-dialog';
import { GestoriaUserList } from './gestoria-user-list';
import { InviteUserDialog } from './invite-user-dialog';

const skeleton = (
  <div role="status" aria-label="Cargando usuarios" className="flex flex-col gap-2">
    <Skeleton className="h-10 w-full" />
    <Skeleton className="h-10 w-full" />
  </div>
);

/** 'Usuarios de la gestoría': the colleagues, invite one, deactivate one (never oneself). */
export function GestoriaUsersCard({ selfId }: { selfId: number }) {
  const [deactivating, setDeactivating] = useState<GestoriaUser | null>(null);
  return (
    <QueryCard
      titleId="gestoria-users-title"
      title="Usuarios de la gestoría"
      description="Quién de tu equipo entra en el portal. Todos ven las mismas empresas clientes."
      query={useGestoriaUsers()}
      loadError={{ title: 'Error al cargar los usuarios', fallback: 'No se pudieron obtener los usuarios.' }}
      skeleton={skeleton}
    >
      {(users) => (
        <div className="flex flex-col gap-4">
          <GestoriaUserList users={users} selfId={selfId} onDeactivate={setDeactivating} />
          <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
            <InviteUserDialog />
          </div>
          <DeactivateUserDialog
            user={deactivating}
            onOpenChange={(isOpen) => {
              if (!isOpen) setDeactivating(null);
            }}
          />
        </div>
      )}
    </QueryCard>
  );
}
