import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_NAME_MAX_LENGTH, type Profile } from '@jornada/shared/api/profile';
import { roleLabels } from '@jornada/shared/roles';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { InputField } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { type ProfileFormInput, type ProfileFormOutput, profileFormSchema } from '../utils/profile-form';

function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved?: (saved: Profile) => void }) {
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema(profile.phone !== null)),
    defaultValues: { name: profile.name, phone: profile.phone ?? '' },
  });
  const save = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ name: saved.name, phone: saved.phone ?? '' });
        toast({ title: 'Perfil actualizado', variant: 'success' });
        onSaved?.(saved);
      },
      onError: (error) => {
        if (applyServerErrors(error, form.setError, ['name', 'phone'])) return;
        if (!isNetworkError(error)) setFormError(errorMessage(error));
      },
    });
  });

  const readOnly = [
    {
      label: 'Email',
      value: profile.email,
      // The company admin has nobody above: for them it is simply the login.
      hint:
        profile.role === 'company'
          ? 'Es tu usuario para iniciar sesión.'
          : 'Es tu usuario para iniciar sesión; solo lo puede cambiar tu empresa.',
    },
    { label: 'Identificación (DNI/NIE)', value: profile.identification ?? '—' },
    { label: 'Rol', value: roleLabels[profile.role] },
    { label: 'Empresa', value: profile.company_name },
  ];

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Mi perfil">
      {formError && <Alert variant="error">{formError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="profile-name"
          label="Nombre"
          autoComplete="name"
          maxLength={PROFILE_NAME_MAX_LENGTH}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <InputField
          id="profile-phone"
          label="Teléfono"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint="Sin prefijo se entiende español (+34)."
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </div>
      <dl className="grid gap-x-6 gap-y-3 border-t border-slate-200 pt-4 text-sm sm:grid-cols-2 dark:border-slate-800">
        {readOnly.map((item) => (
          <div key={item.label} className="flex flex-col gap-0.5">
            <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{item.label}</dt>
            <dd className="break-words text-slate-900 dark:text-slate-100">{item.value}</dd>
            {item.hint && <dd className="text-xs text-slate-500 dark:text-slate-400">{item.hint}</dd>}
          </div>
        ))}
      </dl>
      <div className="flex justify-end">
        <Button type="submit" isLoading={save.isPending} disabled={!isDirty}>
          {save.isPending ? 'Guardando...' : 'Guardar perfil'}
        </Button>
      </div>
    </form>
  );
}

/** The user's own profile: name and phone editable; email, identification, role and company shown. */
export function ProfileCard({ onSaved }: { onSaved?: (saved: Profile) => void }) {
  const profile = useProfile();
  let content: ReactNode;
  if (profile.isError && !profile.data) {
    content = (
      <LoadError
        title="Error al cargar tu perfil"
        message={errorMessage(profile.error, 'No se pudieron obtener tus datos.')}
        onRetry={() => void profile.refetch()}
      />
    );
  } else if (profile.isPending) {
    content = (
      <div role="status" aria-label="Cargando perfil" className="flex flex-col gap-3">
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
        <Skeleton className="h-20 w-full" />
      </div>
    );
  } else {
    content = <ProfileForm profile={profile.data} onSaved={onSaved} />;
  }
  return (
    <Card aria-labelledby="profile-title">
      <CardHeader>
        <CardTitle id="profile-title">Mi perfil</CardTitle>
        <CardDescription>Tu nombre y tu teléfono de contacto.</CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
