import {
  type CustomPlanFormValues,
  type CustomPlanRequest,
  customPlanRequest,
  customPlanWorkerRangeOptions,
  HONEYPOT_FIELD,
} from '@jornada/shared/api/contact';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { describedBy, FormField, InputField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { zodResolver } from '../../../lib/form-resolver';
import { useSendCustomPlan } from '../api/send-custom-plan';
import { useContactSubmit } from '../hooks/use-contact-submit';
import { ContactFailure, ContactFormEnd, contactInputs } from './form-parts';

const fieldNames = ['name', 'email', 'company', 'phone', 'numWorkers', 'workers', 'check'] as const;

function emptyValues(plan?: string): Partial<CustomPlanFormValues> {
  return {
    name: '',
    email: '',
    company: '',
    phone: '',
    workers: '',
    plan: plan ?? '',
    check: false,
    [HONEYPOT_FIELD]: '',
  };
}

function SentNotice({ message }: { message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div role="status" className="flex flex-col items-center gap-3 px-4 py-8 text-center">
      <CheckCircle2 aria-hidden="true" className="size-12 text-teal-700 dark:text-teal-400" />
      <p ref={ref} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none dark:text-white">
        {message}
      </p>
    </div>
  );
}

/**
 * The custom plan request (SPEC §3, §9): contact details, the employee range (3-10 … 501-1000) and,
 * optionally, the exact headcount. POST /sendemail/customplan.
 */
export function CustomPlanForm({ idPrefix, plan, onSent }: { idPrefix: string; plan?: string; onSent?: () => void }) {
  const prefix = idPrefix;
  const id = (field: string) => `${prefix}-${field}`;
  const form = useForm<CustomPlanFormValues, unknown, CustomPlanRequest>({
    resolver: zodResolver(customPlanRequest),
    defaultValues: emptyValues(plan),
  });
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { onSubmit, failure, isPending } = useContactSubmit({
    form,
    mutation: useSendCustomPlan(),
    fields: fieldNames,
    onSent: (result) => {
      setSentMessage(result.message);
      onSent?.();
    },
  });
  const { errors } = form.formState;

  if (sentMessage) return <SentNotice message={sentMessage} />;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Solicitud de plan a medida"
      className="relative flex flex-col gap-4"
    >
      <ContactFailure message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField id={id('name')} {...contactInputs.name} error={errors.name?.message} {...form.register('name')} />
        <InputField
          id={id('company')}
          label="Empresa"
          {...contactInputs.company}
          error={errors.company?.message}
          {...form.register('company')}
        />
        <InputField
          id={id('email')}
          {...contactInputs.email}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <InputField
          id={id('phone')}
          label="Teléfono"
          {...contactInputs.phone}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <FormField id={id('numWorkers')} label="Número de trabajadores" error={errors.numWorkers?.message}>
          <NativeSelect
            id={id('numWorkers')}
            aria-invalid={errors.numWorkers ? true : undefined}
            aria-describedby={describedBy(id('numWorkers'), { error: errors.numWorkers })}
            defaultValue=""
            {...form.register('numWorkers')}
          >
            <option value="" disabled>
              Elige un rango
            </option>
            {customPlanWorkerRangeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <InputField
          id={id('workers')}
          label="Número exacto (opcional)"
          inputMode="numeric"
          autoComplete="off"
          error={errors.workers?.message}
          {...form.register('workers')}
        />
      </div>
      <ContactFormEnd
        idPrefix={prefix}
        consent={form.register('check')}
        consentError={errors.check?.message}
        honeypot={form.register(HONEYPOT_FIELD)}
        isPending={isPending}
        submitLabel="Solicitar propuesta"
      />
    </form>
  );
}
