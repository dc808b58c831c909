import {
  type CompanyConfig,
  type EditableCompanyConfigField,
  editableCompanyConfigFields,
  type UpdateCompanyConfigRequest,
  updateCompanyConfigRequest,
} from '@jornada/shared/api/company-config';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../components/ui/toast/toast-store';
import { zodResolver } from '../../../lib/form-resolver';
import { useSaveForm } from '../../../lib/use-save-form';
import { useUpdateCompanyConfig } from '../api/update-company-config';
import { editableValuesOf } from '../utils/config-values';

export type TimeRulesInput = z.input<typeof updateCompanyConfigRequest>;
export type TimeRulesForm = UseFormReturn<TimeRulesInput, unknown, UpdateCompanyConfigRequest>;
export type NumberRule = Exclude<
  EditableCompanyConfigField,
  'break_included' | 'break_obligatory' | 'allows_remote_work'
>;

/** The time rules, saved all at once; the saved values become the form's new starting point. */
export function useTimeRulesForm(config: CompanyConfig) {
  const form: TimeRulesForm = useForm<TimeRulesInput, unknown, UpdateCompanyConfigRequest>({
    resolver: zodResolver(updateCompanyConfigRequest),
    defaultValues: editableValuesOf(config),
  });
  const save = useSaveForm({
    form,
    mutation: useUpdateCompanyConfig(),
    fields: editableCompanyConfigFields,
    onSaved: (saved) => {
      form.reset(editableValuesOf(saved));
      toast({
        title: 'Configuración guardada',
        description: 'Las nuevas reglas de jornada se aplican desde ahora.',
        variant: 'success',
      });
    },
  });
  const registerNumber = (name: NumberRule) => form.register(name, { valueAsNumber: true });
  return { form, registerNumber, ...save };
}
