import {
  type ContactDialogFormValues,
  type ContactDialogRequest,
  contactDialogRequest,
  HONEYPOT_FIELD,
} from '@jornada/shared/api/contact';
import { useForm } from 'react-hook-form';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { describedBy, FormField, InputField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast/toast-store';
import { zodResolver } from '../../../lib/form-resolver';
import { useSendContact } from '../api/send-contact';
import { useContactSubmit } from '../hooks/use-contact-submit';
import { contactFieldNames, emptyContactValues } from '../utils/contact-values';
import { ContactFailure, ContactFormEnd, contactInputs } from './form-parts';

const emptyValues = emptyContactValues('dialog');

function ContactDialogForm({ onSent }: { onSent: () => void }) {
  const form = useForm<ContactDialogFormValues, unknown, ContactDialogRequest>({
    resolver: zodResolver(contactDialogRequest),
    defaultValues: emptyValues,
  });
  const { onSubmit, failure, isPending } = useContactSubmit({
    form,
    mutation: useSendContact(),
    fields: contactFieldNames,
    onSent: (result) => {
      toast({ title: result.message, variant: 'success' });
      onSent();
    },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="relative mt-4 flex flex-col gap-4">
      <ContactFailure message={failure} />
      <InputField id="call-name" {...contactInputs.name} error={errors.name?.message} {...form.register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="call-email"
          {...contactInputs.email}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <InputField
          id="call-tlf"
          label="Teléfono"
          {...contactInputs.phone}
          error={errors.tlf?.message}
          {...form.register('tlf')}
        />
      </div>
      <InputField
        id="call-empresa"
        label="Empresa"
        {...contactInputs.company}
        error={errors.empresa?.message}
        {...form.register('empresa')}
      />
      <FormField id="call-mensaje" label="¿En qué podemos ayudarte? (opcional)" error={errors.mensaje?.message}>
        <Textarea
          id="call-mensaje"
          rows={3}
          aria-invalid={errors.mensaje ? true : undefined}
          aria-describedby={describedBy('call-mensaje', { error: errors.mensaje })}
          {...form.register('mensaje')}
        />
      </FormField>
      <ContactFormEnd
        idPrefix="call"
        consent={form.register('check')}
        consentError={errors.check?.message}
        honeypot={form.register(HONEYPOT_FIELD)}
        isPending={isPending}
        submitLabel="Quiero que me llaméis"
        submitClassName=""
      />
    </form>
  );
}

/**
 * The landing's contact dialog (SPEC §5): name, email, company, phone and the privacy checkbox required.
 * Success: the toast 'Mensaje enviado correctamente' (SPEC §8) and the dialog closes.
 */
export function ContactDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>Te llamamos</DialogTitle>
        <DialogDescription>
          Déjanos tus datos y una persona del equipo te llamará para resolver tus dudas sobre Jornada.
        </DialogDescription>
        <ContactDialogForm onSent={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
