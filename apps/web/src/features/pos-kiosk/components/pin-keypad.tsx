import { Delete, LockKeyhole } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useAttemptWait } from '../hooks/use-attempt-wait';
import { attemptNotice } from '../utils/attempt-wait';
import { digitKeys, isPinComplete, type KeypadKey, keypadKeyOf, PIN_MAX_LENGTH, pressKey } from '../utils/pin-input';
import { AttemptNotice } from './attempt-notice';

const keyClasses =
  'flex h-14 cursor-pointer items-center justify-center rounded-xl bg-slate-100 text-2xl font-semibold text-slate-900 ' +
  'transition-colors select-none hover:bg-slate-200 active:bg-slate-300 focus-visible:outline-2 focus-visible:outline-teal-600 ' +
  'disabled:pointer-events-none disabled:opacity-50 dark:bg-slate-800 dark:text-white dark:hover:bg-slate-700 dark:active:bg-slate-600';

/**
 * The personal PIN keypad: digits on large keys, dots instead of the PIN, backspace, and
 * 'Confirmar' once 4–6 digits are in. A physical keyboard works too (digits, Backspace, Enter). After
 * too many wrong PINs (429) it counts the wait down and takes the PIN again when it is over (ADR 025).
 */
export function PinKeypad({
  purpose,
  error,
  waitUntil = null,
  isBusy,
  onSubmit,
  onCancel,
}: {
  /** What the PIN is for: 'Iniciar jornada'… */
  purpose: string;
  error: string | null;
  /** When a 429's Retry-After ends (epoch ms): until then 'Confirmar' waits. */
  waitUntil?: number | null;
  isBusy: boolean;
  onSubmit: (pin: string) => void;
  onCancel: () => void;
}) {
  const [pin, setPin] = useState('');
  const wait = useAttemptWait(waitUntil);
  const notice = attemptNotice(error, waitUntil, wait.now);
  const press = (key: KeypadKey) => setPin((current) => pressKey(current, key));
  const submit = () => {
    if (!isPinComplete(pin) || isBusy || wait.isWaiting) return;
    onSubmit(pin);
    setPin('');
  };
  const submitRef = useRef(submit);
  submitRef.current = submit;

  // A tablet with a keyboard (or a desktop) types on the keypad too, wherever the focus is.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter') {
        // Enter on a focused button (Cancelar, a key) is that button's.
        if (event.target instanceof HTMLButtonElement) return;
        event.preventDefault();
        return submitRef.current();
      }
      const key = keypadKeyOf(event.key);
      if (!key) return;
      event.preventDefault();
      setPin((current) => pressKey(current, key));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <fieldset className="flex min-w-0 flex-col items-center gap-3">
      <legend className="mx-auto flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <LockKeyhole aria-hidden="true" className="size-5 text-teal-700 dark:text-teal-400" />
        Introduce tu PIN personal
      </legend>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">Para: {purpose}</p>
      <output
        aria-label={`PIN: ${pin.length} de ${PIN_MAX_LENGTH} cifras`}
        data-testid="pin-dots"
        className="flex h-8 items-center gap-3"
      >
        {Array.from({ length: PIN_MAX_LENGTH }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions of the PIN's digits
            key={index}
            className={cn(
              'size-4 rounded-full border-2 border-slate-400 dark:border-slate-500',
              index < pin.length && 'border-teal-700 bg-teal-700 dark:border-teal-400 dark:bg-teal-400',
            )}
          />
        ))}
      </output>
      <AttemptNotice notice={notice} />
      <div className="grid w-full max-w-72 grid-cols-3 gap-2">
        {digitKeys.slice(0, 9).map((digit) => (
          <button key={digit} type="button" className={keyClasses} disabled={isBusy} onClick={() => press(digit)}>
            {digit}
          </button>
        ))}
        <button type="button" className={cn(keyClasses, 'text-base')} disabled={isBusy} onClick={() => press('clear')}>
          Borrar
        </button>
        <button type="button" className={keyClasses} disabled={isBusy} onClick={() => press('0')}>
          0
        </button>
        <button type="button" className={keyClasses} disabled={isBusy} onClick={() => press('backspace')}>
          <Delete aria-hidden="true" className="size-6" />
          <span className="sr-only">Borrar la última cifra</span>
        </button>
      </div>
      <div className="grid w-full max-w-72 grid-cols-2 gap-2">
        <Button variant="outline" size="lg" onClick={onCancel} disabled={isBusy}>
          Cancelar
        </Button>
        <Button size="lg" onClick={submit} disabled={!isPinComplete(pin) || wait.isWaiting} isLoading={isBusy}>
          Confirmar
        </Button>
      </div>
    </fieldset>
  );
}
