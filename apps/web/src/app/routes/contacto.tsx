import { Mail, MessageSquareText } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { ContactPageForm } from '../../features/contact/components/contact-page-form';

/** /contacto: the support contact form (SPEC §2.1, §5), public and open to every logged-in role. */
export default function ContactoRoute() {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 lg:grid-cols-[2fr_3fr]">
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Contacto</h1>
        <p className="text-lg text-slate-600 dark:text-slate-400">
          ¿Tienes dudas sobre Jornada, tu plan o el registro de jornada? Escríbenos y te responderemos por email.
        </p>
        <ul className="mt-2 flex flex-col gap-3 text-sm text-slate-700 dark:text-slate-300">
          <li className="flex gap-2">
            <MessageSquareText aria-hidden="true" className="size-5 shrink-0 text-teal-700 dark:text-teal-400" />
            Cuéntanos cuántas personas sois y qué necesitáis: así podremos ayudarte mejor.
          </li>
          <li className="flex gap-2">
            <Mail aria-hidden="true" className="size-5 shrink-0 text-teal-700 dark:text-teal-400" />
            La respuesta te llegará al email que indiques en el formulario.
          </li>
        </ul>
      </div>
      <Card className="p-6 sm:p-8">
        <h2 className="mb-5 text-xl font-semibold text-slate-900 dark:text-white">Escríbenos</h2>
        <ContactPageForm idPrefix="contacto" />
      </Card>
    </div>
  );
}
