import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { ComboboxGroup, ComboboxOption } from './combobox-options';
import { inputClasses } from './input';
import { useCombobox } from './use-combobox';

function OptionRow({
  id,
  option,
  isActive,
  isSelected,
  onHover,
  onChoose,
}: {
  id: string;
  option: ComboboxOption;
  isActive: boolean;
  isSelected: boolean;
  onHover: () => void;
  onChoose: () => void;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the input's (aria-activedescendant)
    <div
      id={id}
      role="option"
      aria-selected={isSelected}
      tabIndex={-1}
      // Keep the focus in the input: choosing with the mouse must not blur it first.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={onHover}
      onClick={onChoose}
      className={cn(
        'cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 dark:text-slate-200',
        isActive && 'bg-teal-50 text-teal-900 dark:bg-teal-950 dark:text-teal-100',
        isSelected && 'font-semibold',
      )}
    >
      {option.label}
    </div>
  );
}

/**
 * A select for long grouped lists: type to filter (any word, case and accents ignored), arrows and
 * Enter to choose, Escape to leave; the WAI-ARIA combobox pattern with a grouped list box. `id` is the
 * input's, for a FormField label.
 */
export function GroupedCombobox({
  id,
  groups,
  allOption,
  value,
  onChange,
  listLabel,
  emptyMessage,
}: {
  id: string;
  groups: readonly ComboboxGroup[];
  /** The list box's name for screen readers ('Acciones'). */
  listLabel: string;
  allOption: ComboboxOption;
  value: string;
  onChange: (value: string) => void;
  /** Said when nothing matches what was typed. */
  emptyMessage: (query: string) => string;
}) {
  const box = useCombobox({ id, groups, allOption, value, onChange });
  const listId = `${id}-list`;
  const selected = [allOption, ...groups.flatMap((group) => group.options)].find((o) => o.value === value);
  const row = (option: ComboboxOption) => (
    <OptionRow
      key={option.value}
      id={box.optionId(option.value)}
      option={option}
      isActive={box.active === option.value}
      isSelected={option.value === value}
      onHover={() => box.setActive(option.value)}
      onChoose={() => box.choose(option.value)}
    />
  );
  return (
    <div className="relative">
      <input
        ref={box.inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={box.isOpen}
        aria-controls={listId}
        aria-activedescendant={box.activeId}
        autoComplete="off"
        spellCheck={false}
        value={box.query ?? selected?.label ?? ''}
        placeholder="Escribe para buscar"
        className={cn(inputClasses, 'pr-9')}
        onFocus={(event) => event.currentTarget.select()}
        onClick={box.open}
        onChange={(event) => box.type(event.target.value)}
        onKeyDown={box.onKeyDown}
        onBlur={box.close}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
      {box.isOpen && (
        <div
          id={listId}
          role="listbox"
          aria-label={listLabel}
          // A press on the list (its scrollbar, a group's name) must not blur the input and close it.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute z-50 mt-1 max-h-80 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg sm:w-[max(100%,22rem)] dark:border-slate-700 dark:bg-slate-900"
        >
          {box.leading && row(box.leading)}
          {box.shown.map((group, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside a list box, not a form's fieldset
            <div key={group.label} role="group" aria-labelledby={`${id}-group-${index}`}>
              <div
                id={`${id}-group-${index}`}
                role="presentation"
                className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
              >
                {group.label}
              </div>
              {group.options.map(row)}
            </div>
          ))}
          {box.shown.length === 0 && (
            <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400">{emptyMessage(box.query ?? '')}</p>
          )}
        </div>
      )}
    </div>
  );
}
