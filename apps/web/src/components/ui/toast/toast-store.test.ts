import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, EXIT_ANIMATION_MS, publicToastConfig, shellToastConfig } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const states = (store: ReturnType<typeof createToastStore>) => store.getSnapshot().map((t) => `${t.title}:${t.state}`);

describe('toast store on public pages', () => {
  it('auto-dismisses after 5000 ms and removes the toast after the 300 ms exit animation', () => {
    const store = createToastStore(publicToastConfig);
    store.add({ title: 'Bienvenido', variant: 'success' });
    expect(states(store)).toEqual(['Bienvenido:open']);
    vi.advanceTimersByTime(4999);
    expect(states(store)).toEqual(['Bienvenido:open']);
    vi.advanceTimersByTime(1);
    expect(states(store)).toEqual(['Bienvenido:closing']);
    vi.advanceTimersByTime(EXIT_ANIMATION_MS);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps the variant and honours an explicit duration', () => {
    const store = createToastStore(publicToastConfig);
    store.add({ title: 'Sesión expirada', variant: 'error', duration: 3000 });
    expect(store.getSnapshot()[0]?.variant).toBe('error');
    vi.advanceTimersByTime(3000);
    expect(states(store)).toEqual(['Sesión expirada:closing']);
  });

  it('defaults the variant to "default"', () => {
    const store = createToastStore();
    store.add({ title: 'Hola' });
    expect(store.getSnapshot()[0]?.variant).toBe('default');
  });

  it('dismisses one toast, or all at once', () => {
    const store = createToastStore(publicToastConfig);
    const first = store.add({ title: 'A' });
    store.add({ title: 'B' });
    store.add({ title: 'C' });
    store.dismiss(first);
    expect(states(store)).toEqual(['A:closing', 'B:open', 'C:open']);
    store.dismiss();
    expect(states(store)).toEqual(['A:closing', 'B:closing', 'C:closing']);
    vi.advanceTimersByTime(EXIT_ANIMATION_MS);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add({ title: 'A' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.add({ title: 'B' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('toast store in the authenticated shell', () => {
  it('shows at most 3 toasts: the oldest makes room', () => {
    const store = createToastStore(shellToastConfig);
    for (const title of ['1', '2', '3', '4']) store.add({ title });
    expect(states(store)).toEqual(['1:closing', '2:open', '3:open', '4:open']);
    expect(store.getSnapshot().filter((t) => t.state === 'open')).toHaveLength(3);
  });

  it('auto-dismisses after 2.5 s, hides after the exit animation and removes 3 s after dismissal', () => {
    const store = createToastStore(shellToastConfig);
    store.add({ title: 'Guardado' });
    vi.advanceTimersByTime(2500);
    expect(states(store)).toEqual(['Guardado:closing']);
    vi.advanceTimersByTime(EXIT_ANIMATION_MS);
    expect(states(store)).toEqual(['Guardado:closed']);
    vi.advanceTimersByTime(3000 - EXIT_ANIMATION_MS - 1);
    expect(states(store)).toEqual(['Guardado:closed']);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('applies the shell limit to toasts already showing when the config changes', () => {
    const store = createToastStore(publicToastConfig);
    for (const title of ['1', '2', '3', '4', '5']) store.add({ title });
    store.configure(shellToastConfig);
    expect(
      store
        .getSnapshot()
        .filter((t) => t.state === 'open')
        .map((t) => t.title),
    ).toEqual(['3', '4', '5']);
  });
});
