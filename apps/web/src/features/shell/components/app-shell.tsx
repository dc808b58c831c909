import type { SessionUser } from '@jornada/shared/api/session';
import { roleLabels } from '@jornada/shared/roles';
import { Building, LogOut, Menu } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { AppFooter } from './app-footer';
import { DarkModeSwitch } from './dark-mode-switch';
import { RestrictedModeBanner } from './restricted-mode-banner';
import { SidebarNav } from './sidebar-nav';
import { UserSummary } from './user-summary';

interface ShellProps {
  user: SessionUser;
  homePath: string;
  pendingCount?: number;
  /** Why the inbox count is missing (SPEC §8), shown on the inbox entry. */
  pendingCountError?: string | null;
  /** Extra controls in the header, before the dark-mode switch (the notification bell). */
  headerActions?: ReactNode;
  /** Shown above the page content (the notification prompt). */
  banner?: ReactNode;
  isLoggingOut: boolean;
  onLogout: () => void;
  children: ReactNode;
}

function LogoutButton({ isLoggingOut, onLogout }: Pick<ShellProps, 'isLoggingOut' | 'onLogout'>) {
  return (
    <Button variant="ghost" className="w-full justify-start px-3" isLoading={isLoggingOut} onClick={onLogout}>
      {!isLoggingOut && <LogOut aria-hidden="true" className="size-5" />}
      Cerrar sesión
    </Button>
  );
}

function SidebarBody({
  user,
  homePath,
  pendingCount,
  pendingCountError,
  isLoggingOut,
  onLogout,
  onNavigate,
}: Omit<ShellProps, 'children' | 'headerActions' | 'banner'> & { onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <Link
        to={homePath}
        onClick={onNavigate}
        aria-label="Jornada, ir al inicio"
        className="self-start rounded-lg px-2 pt-1 focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        <Logo />
      </Link>
      <div className="flex-1 overflow-y-auto">
        <SidebarNav
          role={user.role}
          companyState={user.company_state}
          pendingCount={pendingCount}
          pendingCountError={pendingCountError}
          onNavigate={onNavigate}
        />
      </div>
      <div className="border-t border-slate-200 pt-3 dark:border-slate-800">
        <LogoutButton isLoggingOut={isLoggingOut} onLogout={onLogout} />
      </div>
    </div>
  );
}

/**
 * The authenticated layout (SPEC §2.4): a 280 px sidebar above 1140 px, a drawer at 1140 px or less,
 * a header with the user (and company when the user has a tenant), content up to 1700 px and the footer.
 */
export function AppShell(props: ShellProps) {
  const { user, children, headerActions, banner, ...sidebarProps } = props;
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const companyName = user.schema_name ? user.company_name : null;

  return (
    <div className="min-h-dvh">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:shadow"
      >
        Saltar al contenido
      </a>
      <aside
        data-sidebar
        className="fixed inset-y-0 left-0 z-30 hidden w-[280px] border-r border-slate-200 bg-white nav:block dark:border-slate-800 dark:bg-slate-900"
      >
        <SidebarBody user={user} {...sidebarProps} />
      </aside>

      <Dialog open={isMenuOpen} onOpenChange={setIsMenuOpen}>
        <DialogContent side="left" closeLabel="Cerrar menú" className="nav:hidden">
          <DialogTitle className="sr-only">Menú</DialogTitle>
          <DialogDescription className="sr-only">Navegación principal de Jornada</DialogDescription>
          <SidebarBody user={user} {...sidebarProps} onNavigate={() => setIsMenuOpen(false)} />
        </DialogContent>
      </Dialog>

      <div className="flex min-h-dvh flex-col nav:pl-[280px]">
        <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
          <div className="mx-auto flex h-16 w-full max-w-[1700px] items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
            <Button
              variant="ghost"
              size="icon"
              className="-ml-2 nav:hidden"
              aria-label="Abrir menú"
              aria-expanded={isMenuOpen}
              onClick={() => setIsMenuOpen(true)}
            >
              <Menu aria-hidden="true" className="size-6" />
            </Button>
            <Link
              to={props.homePath}
              aria-label="Jornada, ir al inicio"
              className="rounded-lg focus-visible:outline-2 focus-visible:outline-teal-600 nav:hidden"
            >
              <Logo isCompact />
            </Link>
            <div className="flex min-w-0 flex-1 items-center gap-3">
              {companyName && (
                <p className="hidden min-w-0 items-center gap-2 text-sm font-medium text-slate-700 sm:flex dark:text-slate-300">
                  <Building aria-hidden="true" className="size-4 shrink-0 text-teal-700 dark:text-teal-400" />
                  <span className="truncate" data-testid="header-company">
                    {companyName}
                  </span>
                </p>
              )}
            </div>
            {headerActions}
            <DarkModeSwitch />
            <UserSummary name={user.name} detail={roleLabels[user.role]} />
          </div>
        </header>
        <main id="contenido" className="mx-auto w-full max-w-[1700px] flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <RestrictedModeBanner user={user} />
          {banner}
          {children}
        </main>
        <AppFooter />
      </div>
    </div>
  );
}
