import { type CreateContractRequest, type CurrentContract, createContractRequest } from '@jornada/shared/api/contracts';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../components/ui/toast/toast-store';
import { zodResolver } from '../../../lib/form-resolver';
import { useSaveForm } from '../../../lib/use-save-form';
import { useCreateEmployeeContract } from '../api/create-employee-contract';

type ContractInput = z.input<typeof createContractRequest>;

const fields = ['effective_from', 'weekly_hours', 'work_mode'] as const;

/** The 'Añadir periodo' form: starts from today and the contract in force, saved as a new period. */
export function useAddContractForm(employeeId: number, current: CurrentContract) {
  const defaults = (terms: Pick<CurrentContract, 'weekly_hours' | 'work_mode'>): ContractInput => ({
    effective_from: madridDate(new Date()),
    weekly_hours: terms.weekly_hours,
    work_mode: terms.work_mode,
  });
  const form = useForm<ContractInput, unknown, CreateContractRequest>({
    resolver: zodResolver(createContractRequest),
    defaultValues: defaults(current),
  });
  const save = useSaveForm({
    form,
    mutation: useCreateEmployeeContract(employeeId),
    fields,
    // The saved period is the newest: the next one starts from its terms.
    onSaved: (saved) => {
      form.reset(defaults(saved));
      toast({
        title: 'Contrato registrado',
        description: 'El nuevo periodo se aplica desde su fecha.',
        variant: 'success',
      });
    },
  });
  return { form, ...save };
}
