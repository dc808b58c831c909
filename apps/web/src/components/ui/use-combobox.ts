import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import {
  type ComboboxGroup,
  type ComboboxMove,
  type ComboboxOption,
  filterGroups,
  flatOptions,
  moveActive,
} from './combobox-options';

const moves: Record<string, ComboboxMove> = { ArrowDown: 'next', ArrowUp: 'previous', Home: 'first', End: 'last' };

/**
 * The state of a type-to-filter list box: open or not, what was typed (null while nothing was, so the
 * field shows the chosen option), the option the arrow keys are on, and the keys that drive it.
 */
export function useCombobox({
  id,
  groups,
  allOption,
  value,
  onChange,
}: {
  id: string;
  groups: readonly ComboboxGroup[];
  /** Listed first while nothing is typed ('Todas las acciones'). */
  allOption?: ComboboxOption;
  value: string;
  onChange: (value: string) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState<string | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  // After a choice or Escape the field shows the chosen label again, selected, so typing replaces it:
  // once `value` is the chosen one (the parent may apply it a render later), and the field shows it.
  const [reselectFor, setReselectFor] = useState<string | null>(null);
  useEffect(() => {
    if (reselectFor === null || reselectFor !== value) return;
    setReselectFor(null);
    if (document.activeElement === inputRef.current) inputRef.current?.select();
  }, [reselectFor, value]);
  const shown = filterGroups(groups, query ?? '');
  const leading = allOption && !query?.trim() ? allOption : undefined;
  const options = [...(leading ? [leading] : []), ...flatOptions(shown)];
  const optionId = (optionValue: string) => `${id}-option-${options.findIndex((o) => o.value === optionValue)}`;
  const activeId =
    isOpen && active !== undefined && options.some((o) => o.value === active) ? optionId(active) : undefined;

  // Keep the option the keys are on in sight within the scrolling list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const open = () => {
    if (isOpen) return;
    setIsOpen(true);
    setActive(value);
  };
  const close = () => {
    setIsOpen(false);
    setQuery(null);
  };
  const choose = (chosen: string) => {
    close();
    setReselectFor(chosen);
    if (chosen !== value) onChange(chosen);
  };
  const type = (text: string) => {
    setQuery(text);
    setIsOpen(true);
    // The first match is the one Enter takes.
    setActive(text.trim() ? flatOptions(filterGroups(groups, text))[0]?.value : (allOption?.value ?? value));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = moves[event.key];
    if (move && (event.key.startsWith('Arrow') || isOpen)) {
      event.preventDefault();
      setIsOpen(true);
      setActive((current) => moveActive(options, isOpen ? current : value, move));
    } else if (event.key === 'Enter' && isOpen && activeId && active !== undefined) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close();
      setReselectFor(value);
    }
  };
  return {
    inputRef,
    isOpen,
    query,
    shown,
    leading,
    active,
    activeId,
    optionId,
    open,
    close,
    choose,
    type,
    setActive,
    onKeyDown,
  };
}
