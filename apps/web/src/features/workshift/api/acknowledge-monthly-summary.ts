import { acknowledgeMonthlySummaryResponse, type MonthlySummary } from '@jornada/shared/api/monthly-summaries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { ApiError, api, parseResponse } from '../../../lib/api-client';
import { monthlySummariesKey } from './get-monthly-summaries';

/** POST /api/workshift/monthly-summaries/{month}/acknowledge: 'Recibido' (the first time stands). */
export async function acknowledgeMonthlySummary(month: string): Promise<MonthlySummary> {
  const data = await api.post(`/api/workshift/monthly-summaries/${encodeURIComponent(month)}/acknowledge`);
  return parseResponse(acknowledgeMonthlySummaryResponse, data);
}

export function useAcknowledgeMonthlySummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeMonthlySummary,
    onSuccess: (summary) => {
      queryClient.setQueryData<MonthlySummary[]>(monthlySummariesKey, (list) =>
        list?.map((item) => (item.month === summary.month ? summary : item)),
      );
      void queryClient.invalidateQueries({ queryKey: monthlySummariesKey });
    },
    onError: (error) => {
      // A network failure already got the connection toast.
      if (error instanceof ApiError && error.kind === 'network') return;
      toast({
        title: 'Error',
        description: error.message || 'No se pudo marcar el resumen como recibido.',
        variant: 'destructive',
        duration: 5000,
      });
    },
  });
}
