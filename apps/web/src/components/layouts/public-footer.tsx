import { Link } from 'react-router';
import { APP_VERSION, landingSections, legalLinks } from '../../config/app';
import { Logo } from '../logo';

const linkClasses =
  'rounded-sm text-slate-600 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

/** The public pages' footer (SPEC §2.4): the landing's sections, the four legal documents and contact. */
export function PublicFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm sm:grid-cols-2 sm:px-6 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="max-w-sm text-slate-600">
            Registro de jornada para empresas y sus equipos, conforme al artículo 34.9 del Estatuto de los Trabajadores.
          </p>
        </div>
        <nav aria-label="Portada">
          <h2 className="mb-3 font-semibold text-slate-900">Producto</h2>
          <ul className="flex flex-col gap-2">
            {landingSections.map((section) => (
              <li key={section.id}>
                <Link to={{ pathname: '/', hash: `#${section.id}` }} className={linkClasses}>
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Enlaces legales">
          <h2 className="mb-3 font-semibold text-slate-900">Legal</h2>
          <ul className="flex flex-col gap-2">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {link.title}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/contacto" className={linkClasses}>
                Contacto
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200">
        {/* The year may differ from the one of the prerendered landing (built another year). */}
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-600 sm:px-6" suppressHydrationWarning>
          © {new Date().getFullYear()} Jornada · Versión {APP_VERSION}
        </p>
      </div>
    </footer>
  );
}
