import type { CompanyState } from '@jornada/shared/domain/subscription';
import { defaultPetitionsView, type SidebarEntry, type SidebarEntryId } from '@jornada/shared/navigation';
import type { Role } from '@jornada/shared/roles';
import { sidebarForUser } from '@jornada/shared/sidebar';
import {
  Activity,
  Briefcase,
  Building,
  CalendarClock,
  ChevronDown,
  CircleAlert,
  ClockFading,
  FilePen,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MailQuestion,
  MonitorSmartphone,
  ScrollText,
  Settings,
  TabletSmartphone,
  Users,
} from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatBadgeCount } from '../../../lib/format-badge-count';
import { isLinkActive } from '../utils/nav-active';

const icons: Record<SidebarEntryId, LucideIcon> = {
  dashboard: LayoutDashboard,
  companies: Building,
  gestorias: Briefcase,
  'contact-requests': MailQuestion,
  'pos-terminals': MonitorSmartphone,
  shifts: CalendarClock,
  'company-activity': Activity,
  employees: Users,
  'workshift-reports': ScrollText,
  petitions: Inbox,
  history: ClockFading,
  'workshift-correction': FilePen,
  'my-pos-terminals': TabletSmartphone,
  'email-notifications': Mail,
  settings: Settings,
};

const INBOX_LINK = '/petitions?view=inbox';

const itemClasses =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-teal-600';
const idleClasses =
  'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';
const activeClasses = 'bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-200';

function PetitionsGroup({
  entry,
  defaultView,
  pendingCount,
  pendingCountError,
  onNavigate,
}: {
  entry: SidebarEntry;
  /** The view /petitions without one shows (the role's), to mark its entry. */
  defaultView: string;
  pendingCount?: number;
  pendingCountError?: string | null;
  onNavigate?: () => void;
}) {
  const { pathname, search } = useLocation();
  const isSectionActive = isLinkActive(entry.to, pathname, search);
  const [isOpen, setIsOpen] = useState(isSectionActive);
  useEffect(() => {
    if (isSectionActive) setIsOpen(true);
  }, [isSectionActive]);
  const badge = formatBadgeCount(pendingCount);
  const Icon = icons[entry.id];
  return (
    <Collapsible.Root open={isOpen} onOpenChange={setIsOpen} asChild>
      <li data-sidebar-entry={entry.id}>
        <Collapsible.Trigger
          className={cn(itemClasses, 'cursor-pointer', isSectionActive ? activeClasses : idleClasses)}
        >
          <Icon aria-hidden="true" className="size-5 shrink-0" />
          <span className="flex-1 text-left">{entry.label}</span>
          {!isOpen && badge && (
            <Badge variant="danger" aria-hidden="true">
              {badge}
            </Badge>
          )}
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', isOpen && 'rotate-180')} />
        </Collapsible.Trigger>
        <Collapsible.Content asChild>
          <ul className="mt-1 ml-8 flex flex-col gap-0.5 border-l border-slate-200 pl-2 dark:border-slate-700">
            {entry.children?.map((child) => {
              const isActive = isLinkActive(child.to, pathname, search, defaultView);
              const childBadge = child.to === INBOX_LINK ? badge : null;
              return (
                <li key={child.to}>
                  <Link
                    to={child.to}
                    onClick={onNavigate}
                    aria-current={isActive ? 'page' : undefined}
                    className={cn(itemClasses, 'py-1.5', isActive ? activeClasses : idleClasses)}
                  >
                    <span className="flex-1">{child.label}</span>
                    {childBadge && (
                      <Badge variant="danger" aria-label={`${childBadge} pendientes`} data-testid="inbox-badge">
                        {childBadge}
                      </Badge>
                    )}
                    {child.to === INBOX_LINK && !childBadge && pendingCountError && (
                      <span title={pendingCountError} className="text-amber-600 dark:text-amber-400">
                        <CircleAlert aria-hidden="true" className="size-4" />
                        <span className="sr-only">{pendingCountError}</span>
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </Collapsible.Content>
      </li>
    </Collapsible.Root>
  );
}

/** The role's menu entries, in the order of sidebarFor(role) (SPEC §2.4); restricted mode offers fewer (sidebarForUser). */
export function SidebarNav({
  role,
  companyState = null,
  pendingCount,
  pendingCountError,
  onNavigate,
}: {
  role: Role;
  companyState?: CompanyState | null;
  /** Pending petitions for the inbox badge; undefined shows no badge. */
  pendingCount?: number;
  /** SPEC §8's message when the count could not be read. */
  pendingCountError?: string | null;
  onNavigate?: () => void;
}) {
  const { pathname, search } = useLocation();
  return (
    <nav aria-label="Menú principal">
      <ul className="flex flex-col gap-1">
        {sidebarForUser({ role, company_state: companyState }).map((entry) => {
          if (entry.children) {
            return (
              <PetitionsGroup
                key={entry.id}
                entry={entry}
                defaultView={defaultPetitionsView(role)}
                pendingCount={pendingCount}
                pendingCountError={pendingCountError}
                onNavigate={onNavigate}
              />
            );
          }
          const Icon = icons[entry.id];
          const isActive = isLinkActive(entry.to, pathname, search);
          return (
            <li key={entry.id} data-sidebar-entry={entry.id}>
              <Link
                to={entry.to}
                onClick={onNavigate}
                aria-current={isActive ? 'page' : undefined}
                className={cn(itemClasses, isActive ? activeClasses : idleClasses)}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
