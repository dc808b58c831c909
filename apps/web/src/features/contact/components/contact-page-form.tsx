import {
  type ContactPageFormValues,
  type ContactPageRequest,
  contactPageRequest,
  HONEYPOT_FIELD,
} from '@jornada/shared/api/contact';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { describedBy, FormField, InputField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { zodResolver } from '../../../lib/form-resolver';
import { useSendContact } from '../api/send-contact';
import { useContactSubmit } from '../hooks/use-contact-submit';
import { contactFieldNames, emptyContactValues } from '../utils/contact-values';
import { ContactFailure, ContactFormEnd, contactInputs, LegalDocLink } from './form-parts';

const emptyValues = emptyContactValues('page');

function SentNotice({ message, onAnother }: { message: string; onAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div role="status" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <CheckCircle2 aria-hidden="true" className="size-12 text-teal-700 dark:text-teal-400" />
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 focus:outline-none dark:text-white"
      >
        {message}
      </h3>
      <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">
        Hemos recibido tu mensaje y te responderemos al email que nos has dejado.
      </p>
      <Button variant="outline" onClick={onAnother}>
        Enviar otro mensaje
      </Button>
    </div>
  );
}

/**
 * The /contacto form (SPEC §5): name, email, message and consent required; company and phone optional.
 * Also the landing's #contact form. Success: '¡Te contactaremos en breve!' (SPEC §8).
 */
export function ContactPageForm({ idPrefix }: { idPrefix?: string }) {
  const generatedId = useId();
  const prefix = idPrefix ?? `contact-${generatedId.replace(/:/g, '')}`;
  const id = (field: string) => `${prefix}-${field}`;
  const form = useForm<ContactPageFormValues, unknown, ContactPageRequest>({
    resolver: zodResolver(contactPageRequest),
    defaultValues: emptyValues,
  });
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { onSubmit, failure, isPending } = useContactSubmit({
    form,
    mutation: useSendContact(),
    fields: contactFieldNames,
    onSent: (result) => {
      form.reset(emptyValues);
      setSentMessage(result.message);
    },
  });
  const { errors } = form.formState;

  if (sentMessage) return <SentNotice message={sentMessage} onAnother={() => setSentMessage(null)} />;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Formulario de contacto" className="relative flex flex-col gap-4">
      <ContactFailure message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField id={id('name')} {...contactInputs.name} error={errors.name?.message} {...form.register('name')} />
        <InputField
          id={id('email')}
          {...contactInputs.email}
          placeholder="tu@empresa.es"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <InputField
          id={id('empresa')}
          label="Empresa (opcional)"
          {...contactInputs.company}
          error={errors.empresa?.message}
          {...form.register('empresa')}
        />
        <InputField
          id={id('tlf')}
          label="Teléfono (opcional)"
          {...contactInputs.phone}
          error={errors.tlf?.message}
          {...form.register('tlf')}
        />
      </div>
      <FormField id={id('mensaje')} label="Mensaje" error={errors.mensaje?.message}>
        <Textarea
          id={id('mensaje')}
          rows={5}
          aria-invalid={errors.mensaje ? true : undefined}
          aria-describedby={describedBy(id('mensaje'), { error: errors.mensaje })}
          placeholder="Cuéntanos cuántas personas sois y qué necesitas."
          {...form.register('mensaje')}
        />
      </FormField>
      <ContactFormEnd
        idPrefix={prefix}
        consent={form.register('check')}
        consentError={errors.check?.message}
        consentLabel={
          <>
            He leído y acepto los <LegalDocLink to="/legal/terminos-condiciones">términos y condiciones</LegalDocLink> y
            la <LegalDocLink to="/legal/politica-privacidad">política de privacidad</LegalDocLink>.
          </>
        }
        honeypot={form.register(HONEYPOT_FIELD)}
        isPending={isPending}
        submitLabel="Enviar mensaje"
      />
    </form>
  );
}
