import { type CreateGestoriaUserRequest, createGestoriaUserRequest } from '@jornada/shared/api/gestoria';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { ApiError, errorMessage, isNetworkError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { type CreatedGestoriaUser, useCreateGestoriaUser } from '../api/create-gestoria-user';
import { InvitedUserResult } from './invited-user-result';

type FormInput = z.input<typeof createGestoriaUserRequest>;
const fieldNames = ['name', 'email'] as const;

function InviteForm({ onCreated }: { onCreated: (result: CreatedGestoriaUser) => void }) {
  const form = useForm<FormInput, unknown, CreateGestoriaUserRequest>({
    resolver: zodResolver(createGestoriaUserRequest),
    defaultValues: { name: '', email: '' },
  });
  const create = useCreateGestoriaUser();
  const [formError, setFormError] = useState<string | null>(null);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    create.mutate(values, {
      onSuccess: (result) => {
        toast({ title: 'Usuario invitado', description: `${result.user.name} ya tiene acceso.`, variant: 'success' });
        onCreated(result);
      },
      onError: (error) => {
        if (applyServerErrors(error, form.setError, fieldNames)) return;
        // A taken email comes back as 409 without fields: it belongs under the email.
        if (error instanceof ApiError && error.status === 409) {
          form.setError('email', { type: 'server', message: error.message });
        } else if (!isNetworkError(error)) {
          setFormError(errorMessage(error, 'No se pudo invitar al usuario'));
        }
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1 pr-8">
        <DialogTitle>Invitar usuario</DialogTitle>
        <DialogDescription>
          Un compañero de tu gestoría: verá las mismas empresas que tú. Recibirá una contraseña temporal que cambiará al
          entrar.
        </DialogDescription>
      </div>
      {formError && <Alert variant="error">{formError}</Alert>}
      <InputField
        id="gestoria-user-name"
        label="Nombre"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <InputField
        id="gestoria-user-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <Button type="submit" isLoading={create.isPending}>
          {create.isPending ? 'Invitando...' : 'Invitar usuario'}
        </Button>
      </div>
    </form>
  );
}

/** 'Invitar usuario': the form, then the one-time temporary password. */
export function InviteUserDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const [created, setCreated] = useState<CreatedGestoriaUser | null>(null);
  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    // Forget the password as soon as the dialog closes: it is shown once.
    if (!open) setCreated(null);
  };
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button className="self-start">
          <UserPlus aria-hidden="true" />
          Invitar usuario
        </Button>
      </DialogTrigger>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
        // The password must not vanish with a stray click outside.
        onInteractOutside={(event) => created && event.preventDefault()}
      >
        {created ? (
          <InvitedUserResult result={created} onClose={() => onOpenChange(false)} />
        ) : (
          <InviteForm onCreated={setCreated} />
        )}
      </DialogContent>
    </Dialog>
  );
}
