import { type ChangeEvent, useState } from 'react';

/**
 * A text field that holds a typed form of a value ('24/07/2025' for '2025-07-24'). While typing, each
 * text that reads as a value is passed on at once, and one that does not passes '' (a half-typed date
 * is no date); on blur the text shows the value again, so what is seen is always what the form holds.
 * A new value from outside (a reset, a calendar pick) replaces the text unless the text already says it.
 */
export function useTypedValue({
  value,
  onChange,
  parse,
  format,
}: {
  value: string;
  onChange: (value: string) => void;
  parse: (text: string) => string | null;
  format: (value: string) => string;
}) {
  const [text, setText] = useState(() => format(value));
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (parse(text) !== value) setText(format(value));
  }

  const emit = (next: string) => {
    setLastValue(next);
    if (next !== value) onChange(next);
  };

  return {
    text,
    onTextChange: (event: ChangeEvent<HTMLInputElement>) => {
      setText(event.target.value);
      emit(parse(event.target.value) ?? '');
    },
    /** Shows the value in its usual form ('4/7/25' becomes '04/07/2025'). */
    settle: () => setText(format(value)),
    /** A value chosen elsewhere (the calendar): shown and passed on. */
    choose: (next: string) => {
      setText(format(next));
      emit(next);
    },
  };
}
