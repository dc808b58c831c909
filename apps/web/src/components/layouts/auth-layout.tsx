import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { legalLinks } from '../../config/app';
import { Logo } from '../logo';

/** Centered card layout of the public auth pages (login, register, activation, passwords). */
export function AuthLayout({ children, isWide = false }: { children: ReactNode; isWide?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-teal-50 via-white to-slate-50">
      <header className="px-4 py-5 sm:px-8">
        <Link
          to="/"
          aria-label="Jornada, ir al inicio"
          className="inline-flex rounded-lg focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:pt-0">
        <div className={isWide ? 'w-full max-w-2xl' : 'w-full max-w-md'}>{children}</div>
      </main>
      <footer className="px-4 pb-6 text-center text-xs text-slate-500">
        <nav aria-label="Enlaces legales" className="flex flex-wrap justify-center gap-x-4 gap-y-1">
          {legalLinks.map((link) => (
            <Link key={link.to} to={link.to} className="hover:text-slate-800 hover:underline">
              {link.label}
            </Link>
          ))}
          <Link to="/contacto" className="hover:text-slate-800 hover:underline">
            Contacto
          </Link>
        </nav>
      </footer>
    </div>
  );
}
