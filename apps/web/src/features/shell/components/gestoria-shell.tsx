import type { SessionUser } from '@jornada/shared/api/session';
import { Building2, ChevronDown, LogOut, Menu } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Logo } from '../../../components/logo';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { AppFooter } from './app-footer';
import { DarkModeSwitch } from './dark-mode-switch';
import { Avatar } from './user-summary';

const menuItemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800';

/** A client company in the menu: its page is /gestoria/empresas/{id}. */
export interface GestoriaMenuClient {
  id: number;
  name: string;
}

/**
 * Gestoría users get no sidebar: a header with logo, menu and initials avatar (SPEC §2.4). The menu
 * is the client list: every client company links to its page (`clients`, from the home's query).
 */
export function GestoriaShell({
  user,
  gestoriaName,
  clients = [],
  isLoggingOut,
  onLogout,
  children,
}: {
  user: SessionUser;
  gestoriaName?: string;
  clients?: readonly GestoriaMenuClient[];
  isLoggingOut: boolean;
  onLogout: () => void;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
        <div className="mx-auto flex h-16 w-full max-w-[1700px] items-center gap-3 px-4 sm:px-6 lg:px-8">
          <Link
            to="/gestoria"
            aria-label="Jornada, ir a empresas"
            className="rounded-lg focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            <Logo />
          </Link>
          {gestoriaName && (
            <span className="hidden truncate text-sm font-medium text-slate-600 md:inline dark:text-slate-300">
              {gestoriaName}
            </span>
          )}
          <div className="flex-1" />
          <DarkModeSwitch />
          <DropdownMenu.Root>
            <DropdownMenu.Trigger className={cn(buttonClasses('outline', 'md'), 'gap-1.5')}>
              <Menu aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Menú</span>
              <ChevronDown aria-hidden="true" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={6}
                className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
              >
                <DropdownMenu.Item className={menuItemClasses} onSelect={() => navigate('/gestoria')}>
                  Empresas
                </DropdownMenu.Item>
                {clients.length > 0 && (
                  <DropdownMenu.Group aria-label="Empresas clientes" className="max-h-72 overflow-y-auto">
                    {clients.map((client) => (
                      <DropdownMenu.Item
                        key={client.id}
                        className={cn(menuItemClasses, 'pl-5')}
                        onSelect={() => navigate(`/gestoria/empresas/${client.id}`)}
                      >
                        <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
                        <span className="max-w-64 truncate">{client.name}</span>
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.Group>
                )}
                <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
                <DropdownMenu.Item className={menuItemClasses} onSelect={() => navigate('/gestoria/configuracion')}>
                  Configuración
                </DropdownMenu.Item>
                <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
                <DropdownMenu.Item className={menuItemClasses} disabled={isLoggingOut} onSelect={onLogout}>
                  <LogOut aria-hidden="true" className="size-4" />
                  Cerrar sesión
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
          <span title={user.name}>
            <Avatar name={user.name} />
            <span className="sr-only">{user.name}</span>
          </span>
        </div>
      </header>
      <main id="contenido" className="mx-auto w-full max-w-[1700px] flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        {children}
      </main>
      <AppFooter />
    </div>
  );
}
