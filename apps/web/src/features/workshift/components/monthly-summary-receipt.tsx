import { CheckCircle2, FileText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useAcknowledgeMonthlySummary } from '../api/acknowledge-monthly-summary';
import { useMonthlySummaries } from '../api/get-monthly-summaries';
import { receivedText, sentText } from '../utils/monthly-summary-text';

/**
 * The month's summary of hours as it was handed over (art. 12.4.c and 35.5 ET): when it was sent
 * and the owner's 'Recibido', recorded once. Nothing for a month without a summary.
 */
export function MonthlySummaryReceipt({ month }: { month: string }) {
  const summaries = useMonthlySummaries();
  const acknowledge = useAcknowledgeMonthlySummary();
  const summary = summaries.data?.find((item) => item.month === month);
  if (!summary) return null;
  const isReceived = summary.acknowledged_at !== null;
  return (
    <section
      aria-label="Resumen mensual"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700 dark:text-teal-400" />
        <div className="flex flex-col gap-0.5">
          <p className="font-medium text-slate-900 dark:text-white">{sentText(summary.sent_at)}</p>
          {summary.acknowledged_at === null ? (
            <p className="text-slate-600 dark:text-slate-400">
              Revisa tus horas del mes y confirma que lo has recibido.
            </p>
          ) : (
            <p className="flex items-center gap-1.5 text-emerald-700 dark:text-emerald-400">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {receivedText(summary.acknowledged_at)}
            </p>
          )}
        </div>
      </div>
      {!isReceived && (
        <Button
          variant="primary"
          size="md"
          className="w-full sm:w-auto"
          isLoading={acknowledge.isPending}
          onClick={() => acknowledge.mutate(month)}
        >
          Recibido
        </Button>
      )}
    </section>
  );
}
