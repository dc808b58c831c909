/**
 * A small toast store (SPEC §4.5), framework-free so it can be unit-tested and called from non-React
 * code such as the API client. The <Toaster> reads it through useSyncExternalStore.
 *
 * Lifecycle of a toast: `open` → (auto-dismiss after its duration, a close click, or being pushed out by
 * the visible limit) → `closing` (exit animation) → `closed` (hidden) → removed `removeDelay` ms after
 * the dismissal.
 */

export const toastVariants = ['default', 'success', 'error', 'info', 'destructive'] as const;
export type ToastVariant = (typeof toastVariants)[number];
export type ToastState = 'open' | 'closing' | 'closed';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before auto-dismiss; defaults to the active config's duration. */
  duration?: number;
}

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  state: ToastState;
}

export interface ToastConfig {
  maxVisible: number;
  defaultDuration: number;
  removeDelay: number;
}

export const EXIT_ANIMATION_MS = 300;

/** Public pages: 5000 ms, removed once the 300 ms exit animation ends. */
export const publicToastConfig: ToastConfig = { maxVisible: 5, defaultDuration: 5000, removeDelay: EXIT_ANIMATION_MS };
/** Authenticated shell: at most 3 visible, auto-dismiss after 2.5 s, removed 3 s after dismissal. */
export const shellToastConfig: ToastConfig = { maxVisible: 3, defaultDuration: 2500, removeDelay: 3000 };

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const globalTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createToastStore(initialConfig: ToastConfig = publicToastConfig, timers: Timers = globalTimers) {
  let config = initialConfig;
  let toasts: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const pending = new Map<number, unknown[]>();

  function emit(next: readonly ToastItem[]) {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function schedule(id: number, fn: () => void, ms: number) {
    const handle = timers.setTimeout(fn, ms);
    pending.set(id, [...(pending.get(id) ?? []), handle]);
  }

  function clearTimers(id: number) {
    for (const handle of pending.get(id) ?? []) timers.clearTimeout(handle);
    pending.delete(id);
  }

  function remove(id: number) {
    clearTimers(id);
    emit(toasts.filter((t) => t.id !== id));
  }

  function setState(id: number, state: ToastState) {
    emit(toasts.map((t) => (t.id === id ? { ...t, state } : t)));
  }

  function dismissOne(id: number) {
    const item = toasts.find((t) => t.id === id);
    if (item?.state !== 'open') return;
    clearTimers(id);
    setState(id, 'closing');
    const { removeDelay } = config;
    if (removeDelay <= EXIT_ANIMATION_MS) {
      schedule(id, () => remove(id), removeDelay);
    } else {
      schedule(id, () => setState(id, 'closed'), EXIT_ANIMATION_MS);
      schedule(id, () => remove(id), removeDelay);
    }
  }

  /** Dismisses one toast, or all of them when no id is given. */
  function dismiss(id?: number) {
    const ids = id === undefined ? toasts.map((t) => t.id) : [id];
    for (const each of ids) dismissOne(each);
  }

  /** Oldest open toasts make room when more than `maxVisible` are open. */
  function enforceLimit() {
    const open = toasts.filter((t) => t.state === 'open');
    for (const extra of open.slice(0, Math.max(0, open.length - config.maxVisible))) dismissOne(extra.id);
  }

  function add(input: ToastInput): number {
    const id = nextId++;
    const item: ToastItem = {
      id,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      duration: input.duration ?? config.defaultDuration,
      state: 'open',
    };
    emit([...toasts, item]);
    if (Number.isFinite(item.duration)) schedule(id, () => dismissOne(id), item.duration);
    enforceLimit();
    return id;
  }

  return {
    add,
    dismiss,
    remove,
    configure(next: ToastConfig) {
      config = next;
      enforceLimit();
    },
    getConfig: () => config,
    getSnapshot: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

export const toastStore = createToastStore();

/** Shows a toast; returns its id. */
export function toast(input: ToastInput): number {
  return toastStore.add(input);
}

export function dismissToast(id?: number): void {
  toastStore.dismiss(id);
}
