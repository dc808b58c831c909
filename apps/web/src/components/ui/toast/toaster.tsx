import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '../../../lib/cn';
import { type ToastItem, type ToastVariant, toastStore } from './toast-store';

const variantStyles: Record<ToastVariant, { classes: string; icon: typeof Info | null }> = {
  default: {
    classes: 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
    icon: null,
  },
  success: {
    classes:
      'border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50',
    icon: CheckCircle2,
  },
  error: {
    classes: 'border-red-200 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50',
    icon: XCircle,
  },
  info: {
    classes: 'border-sky-200 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50',
    icon: Info,
  },
  destructive: {
    classes: 'border-red-700 bg-red-600 text-white',
    icon: AlertTriangle,
  },
};

function ToastCard({ item }: { item: ToastItem }) {
  const { classes, icon: Icon } = variantStyles[item.variant];
  const isUrgent = item.variant === 'error' || item.variant === 'destructive';
  // The live region is inside the item: a role on the <li> itself would leave the <ol> without list items.
  return (
    <li data-state={item.state} className="pointer-events-auto w-full">
      <div
        role={isUrgent ? 'alert' : 'status'}
        aria-atomic="true"
        className={cn(
          'relative flex w-full gap-3 rounded-xl border p-4 pr-10 shadow-lg',
          item.state === 'open' ? 'animate-toast-in' : 'animate-toast-out',
          classes,
        )}
      >
        {Icon && <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="text-sm font-semibold">{item.title}</p>
          {item.description && <p className="text-sm opacity-90">{item.description}</p>}
        </div>
        <button
          type="button"
          aria-label="Cerrar notificación"
          onClick={() => toastStore.dismiss(item.id)}
          className="absolute top-2 right-2 cursor-pointer rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}

/** Stacked bottom-right (SPEC §4.5). Closed toasts stay in the store until removed but are not drawn. */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  const shown = toasts.filter((t) => t.state !== 'closed');
  const openCount = shown.filter((t) => t.state === 'open').length;
  return (
    <section
      aria-label="Notificaciones"
      className="pointer-events-none fixed right-0 bottom-0 z-[100] flex w-full flex-col items-end gap-2 p-4 sm:max-w-sm"
    >
      {openCount > 1 && (
        <button
          type="button"
          onClick={() => toastStore.dismiss()}
          className="pointer-events-auto cursor-pointer rounded-full bg-slate-900/80 px-3 py-1 text-xs font-medium text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-teal-500 dark:bg-slate-700"
        >
          Cerrar todas
        </button>
      )}
      <ol className="flex w-full flex-col gap-2">
        {shown.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}
