import { Menu, X } from 'lucide-react';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { landingSections } from '../../config/app';
import { cn } from '../../lib/cn';
import { Logo } from '../logo';
import { buttonClasses } from '../ui/button';

/** A click the page may take over: the plain left click, not one meant to open a new tab or window. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const sectionLinkClasses =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

/**
 * The public top bar (SPEC §2.1): the landing's sections, then the buttons to /register and /login.
 * At 1140 px or less the sections and the login button fold into a menu button (a disclosure over the
 * page: Escape or a click elsewhere closes it and focus returns to the button).
 */
export function PublicHeader({ onLoginClick }: { onLoginClick?: () => void }) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // Any navigation (a section link, the logo) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger, not a value read.
  useEffect(() => {
    setIsMenuOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !toggleRef.current?.contains(target)) setIsMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isMenuOpen]);

  const onLogin = (event: MouseEvent) => {
    if (!onLoginClick || !isPlainClick(event)) return;
    event.preventDefault();
    setIsMenuOpen(false);
    onLoginClick();
  };

  const sectionLinks = (variant: 'bar' | 'menu') =>
    landingSections.map((section) => (
      <li key={section.id}>
        <Link
          to={{ pathname: '/', hash: `#${section.id}` }}
          onClick={variant === 'menu' ? () => setIsMenuOpen(false) : undefined}
          className={cn(sectionLinkClasses, variant === 'menu' && 'block px-3 py-3 text-base')}
        >
          {section.label}
        </Link>
      </li>
    ));

  const loginLink = (className: string) => (
    <Link to="/login" onClick={onLogin} aria-haspopup={onLoginClick ? 'dialog' : undefined} className={className}>
      Iniciar sesión
    </Link>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link
          to={{ pathname: '/', hash: '#inicio' }}
          aria-label="Jornada, ir al inicio"
          className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          <Logo />
        </Link>
        <nav aria-label="Secciones" className="ml-4 hidden nav:block">
          <ul className="flex items-center gap-1">{sectionLinks('bar')}</ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {loginLink(cn(buttonClasses('ghost', 'sm'), 'hidden nav:inline-flex'))}
          <Link to="/register" className={cn(buttonClasses('primary', 'sm'), 'max-[359px]:hidden')}>
            Prueba gratis
          </Link>
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            onClick={() => setIsMenuOpen((open) => !open)}
            className={cn(buttonClasses('ghost', 'icon'), 'nav:hidden')}
          >
            {isMenuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
            <span className="sr-only">{isMenuOpen ? 'Cerrar menú' : 'Abrir menú'}</span>
          </button>
        </div>
      </div>
      <div
        ref={menuRef}
        id={menuId}
        hidden={!isMenuOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-y border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg nav:hidden"
      >
        <nav aria-label="Secciones">
          <ul className="flex flex-col">{sectionLinks('menu')}</ul>
        </nav>
        <div className="mt-3 grid gap-2 border-t border-slate-200 pt-4 sm:grid-cols-2">
          {loginLink(buttonClasses('outline', 'lg'))}
          <Link to="/register" className={buttonClasses('primary', 'lg')}>
            Prueba gratis 14 días
          </Link>
        </div>
      </div>
    </header>
  );
}
