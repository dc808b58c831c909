import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { legalLinks } from '../../config/app';
import { Logo } from '../logo';
import { buttonClasses } from '../ui/button';

/** Header and footer around public content pages (legal, contact, placeholders) for anonymous visitors. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link
            to="/"
            aria-label="Jornada, ir al inicio"
            className="rounded-lg focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            <Logo />
          </Link>
          <nav aria-label="Acceso" className="flex items-center gap-2">
            <Link to="/login" className={buttonClasses('ghost', 'sm')}>
              Iniciar sesión
            </Link>
            <Link to="/register" className={buttonClasses('primary', 'sm')}>
              Prueba gratis
            </Link>
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">{children}</main>
      <footer className="border-t border-slate-200 bg-white">
        <nav
          aria-label="Enlaces legales"
          className="mx-auto flex max-w-6xl flex-wrap gap-x-5 gap-y-2 px-4 py-6 text-sm text-slate-600 sm:px-6"
        >
          {legalLinks.map((link) => (
            <Link key={link.to} to={link.to} className="hover:text-slate-900 hover:underline">
              {link.label}
            </Link>
          ))}
          <Link to="/contacto" className="hover:text-slate-900 hover:underline">
            Contacto
          </Link>
        </nav>
      </footer>
    </div>
  );
}
