import { Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { APP_LAST_UPDATE, APP_VERSION, appStoreLinks } from '../../../config/app';

const storeText: Record<(typeof appStoreLinks)[number]['id'], string> = {
  ios: 'iOS',
  'android-employee': 'Android empleado',
  'android-pos': 'Android POS',
};

/** SPEC §2.4: version, last update, legal/contact links and the app-store links. */
export function AppFooter() {
  return (
    <footer className="border-t border-slate-200 px-4 py-4 text-xs text-slate-500 sm:px-6 lg:px-8 dark:border-slate-800 dark:text-slate-400">
      <div className="mx-auto flex w-full max-w-[1700px] flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <p>
          Versión {APP_VERSION} · Última actualización {APP_LAST_UPDATE}
        </p>
        <nav aria-label="Enlaces del pie" className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link to="/legal/politica-privacidad" className="hover:text-slate-800 hover:underline dark:hover:text-white">
            Privacidad
          </Link>
          <Link to="/legal/terminos-condiciones" className="hover:text-slate-800 hover:underline dark:hover:text-white">
            Términos
          </Link>
          <Link to="/contacto" className="hover:text-slate-800 hover:underline dark:hover:text-white">
            Contacto
          </Link>
          <span aria-hidden="true" className="hidden h-4 w-px bg-slate-300 md:inline-block dark:bg-slate-700" />
          {appStoreLinks.map((link) => (
            // The store URLs are not published yet: the links stay inert until they are.
            <a
              key={link.id}
              href={link.href}
              aria-label={`${storeText[link.id]}: ${link.label}, próximamente`}
              title="Próximamente"
              onClick={(event) => event.preventDefault()}
              className="inline-flex items-center gap-1 hover:text-slate-800 dark:hover:text-white"
            >
              <Smartphone aria-hidden="true" className="size-3.5" />
              {storeText[link.id]}
            </a>
          ))}
        </nav>
      </div>
    </footer>
  );
}
