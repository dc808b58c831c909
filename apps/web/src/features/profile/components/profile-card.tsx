import { PROFILE_NAME_MAX_LENGTH, type Profile } from '@jornada/shared/api/profile';
import { isCompanyAdminRole, roleLabels } from '@jornada/shared/roles';
import { useForm } from 'react-hook-form';
import { QueryCard } from '../../../components/query-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast/toast-store';
import { zodResolver } from '../../../lib/form-resolver';
import { useSaveForm } from '../../../lib/use-save-form';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { type ProfileFormInput, type ProfileFormOutput, profileFormSchema } from '../utils/profile-form';

function ProfileFacts({ profile }: { profile: Profile }) {
  const facts = [
    {
      label: 'Email',
      value: profile.email,
      // The company admin has nobody above: for them it is simply the login.
      hint: isCompanyAdminRole(profile.role)
        ? 'Es tu usuario para iniciar sesión.'
        : 'Es tu usuario para iniciar sesión; solo lo puede cambiar tu empresa.',
    },
    { label: 'Identificación (DNI/NIE)', value: profile.identification ?? '—' },
    { label: 'Rol', value: roleLabels[profile.role] },
    { label: 'Empresa', value: profile.company_name },
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 border-t border-slate-200 pt-4 text-sm sm:grid-cols-2 dark:border-slate-800">
      {facts.map((item) => (
        <div key={item.label} className="flex flex-col gap-0.5">
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{item.label}</dt>
          <dd className="break-words text-slate-900 dark:text-slate-100">{item.value}</dd>
          {item.hint && <dd className="text-xs text-slate-500 dark:text-slate-400">{item.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}

function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved?: (saved: Profile) => void }) {
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema(profile.phone !== null)),
    defaultValues: { name: profile.name, phone: profile.phone ?? '' },
  });
  const { onSubmit, formError, isPending } = useSaveForm({
    form,
    mutation: useUpdateProfile(),
    fields: ['name', 'phone'],
    onSaved: (saved) => {
      form.reset({ name: saved.name, phone: saved.phone ?? '' });
      toast({ title: 'Perfil actualizado', variant: 'success' });
      onSaved?.(saved);
    },
  });
  const { errors, isDirty } = form.formState;

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
      <ProfileFacts profile={profile} />
      <div className="flex justify-end">
        <Button type="submit" isLoading={isPending} disabled={!isDirty}>
          {isPending ? 'Guardando...' : 'Guardar perfil'}
        </Button>
      </div>
    </form>
  );
}

const skeleton = (
  <div role="status" aria-label="Cargando perfil" className="flex flex-col gap-3">
    <div className="grid gap-4 sm:grid-cols-2">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
    <Skeleton className="h-20 w-full" />
  </div>
);

/** The user's own profile: name and phone editable; email, identification, role and company shown. */
export function ProfileCard({ onSaved }: { onSaved?: (saved: Profile) => void }) {
  return (
    <QueryCard
      titleId="profile-title"
      title="Mi perfil"
      description="Tu nombre y tu teléfono de contacto."
      query={useProfile()}
      loadError={{ title: 'Error al cargar tu perfil', fallback: 'No se pudieron obtener tus datos.' }}
      skeleton={skeleton}
    >
      {(profile) => <ProfileForm profile={profile} onSaved={onSaved} />}
    </QueryCard>
  );
}
