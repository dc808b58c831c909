import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo';
import { Button } from '../../../components/ui/button';

/**
 * An embedded widget's page (SPEC §2.1, §2.7): no app shell, made for 320–480 px and whatever
 * height the host gives it (the frame's own viewport), scrolling inside when taller.
 */
export function EmbedPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-4 p-3 sm:p-4">{children}</main>
    </div>
  );
}

/** The widget's title, who is logged in and the way out. */
export function EmbedHeader({
  title,
  userName,
  isLoggingOut,
  onLogout,
  isPageHeading = true,
}: {
  title: string;
  userName: string;
  isLoggingOut: boolean;
  onLogout: () => void;
  /** False when the widget below has its own h1. */
  isPageHeading?: boolean;
}) {
  const Title = isPageHeading ? 'h1' : 'p';
  return (
    <header className="flex items-center gap-3">
      <Logo isCompact />
      <div className="flex min-w-0 flex-1 flex-col">
        <Title className="truncate text-lg font-semibold text-slate-900 dark:text-white">{title}</Title>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">{userName}</p>
      </div>
      <Button variant="outline" size="sm" isLoading={isLoggingOut} onClick={onLogout}>
        Cerrar sesión
      </Button>
    </header>
  );
}
