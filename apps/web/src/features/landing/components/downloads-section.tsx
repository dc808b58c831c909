import { Globe, Monitor, Smartphone, Tablet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { appStoreLinks } from '../../../config/app';

type StoreLink = (typeof appStoreLinks)[number];

interface DownloadItem {
  key: string;
  icon: typeof Smartphone;
  title: string;
  text: string;
  /** A store link known to be live; '#' in config means not published yet. */
  href?: string;
}

const storeDetails: Record<StoreLink['id'], Omit<DownloadItem, 'key' | 'href'>> = {
  ios: { icon: Smartphone, title: 'iPhone y iPad', text: 'App para iOS.' },
  'android-employee': { icon: Smartphone, title: 'Android para empleados', text: 'Para fichar desde el móvil.' },
  'android-pos': {
    icon: Tablet,
    title: 'Android para terminal POS',
    text: 'Una tableta compartida en la entrada para fichar con identificador y PIN.',
  },
};

const items: DownloadItem[] = appStoreLinks.map((link) => ({
  key: link.id,
  ...storeDetails[link.id],
  href: link.href === '#' ? undefined : link.href,
}));

/**
 * Download links (SPEC §1, §2.4): the iOS, Android employee and Android POS apps, shown as "Próximamente"
 * while their store address is not published (config/app.ts), and Windows, a placeholder: on a desktop
 * the web app installs itself (`installAction`).
 */
export function DownloadsSection({ installAction }: { installAction?: ReactNode }) {
  return (
    <section aria-labelledby="descargas-title" className="border-y border-slate-200 bg-white py-12">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col gap-2 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <h2 id="descargas-title" className="text-2xl font-bold tracking-tight text-slate-900">
              Úsalo donde trabajas
            </h2>
            <p className="mt-2 text-slate-600">
              Jornada funciona en el navegador de cualquier móvil, tableta u ordenador, sin instalar nada.
            </p>
          </div>
          <Link
            to="/login"
            className="inline-flex items-center gap-1.5 rounded-md font-semibold text-teal-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          >
            <Globe aria-hidden="true" className="size-4" />
            Abrir la versión web
          </Link>
        </div>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {items.map(({ key, icon: Icon, title, text, href }) => (
            <li key={key} className="flex gap-3 rounded-2xl border border-slate-200 p-4">
              <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-700" />
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="text-sm text-slate-600">{text}</p>
                {href ? (
                  <a href={href} className="text-sm font-semibold text-teal-700 hover:underline">
                    Descargar
                  </a>
                ) : (
                  <p className="text-sm font-medium text-slate-700">Próximamente</p>
                )}
              </div>
            </li>
          ))}
          <li className="flex gap-3 rounded-2xl border border-slate-200 p-4">
            <Monitor aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-700" />
            <div className="flex flex-col items-start gap-1">
              <h3 className="font-semibold text-slate-900">Windows y Mac</h3>
              <p className="text-sm text-slate-600">
                App de escritorio próximamente. Ya puedes instalar la versión web.
              </p>
              {installAction}
            </div>
          </li>
        </ul>
      </div>
    </section>
  );
}
