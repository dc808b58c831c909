export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxGroup {
  label: string;
  options: readonly ComboboxOption[];
}

/** Lower case without accents: 'sesion' finds 'Sesión'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');
}

/**
 * The groups and options a typed query leaves: an option stays when every word of the query is in its
 * label or its group's name ('pausa' finds both break actions, 'empleados' the whole group); groups
 * left empty are dropped. An empty query leaves everything.
 */
export function filterGroups(groups: readonly ComboboxGroup[], query: string): ComboboxGroup[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => {
      const groupText = foldText(group.label);
      return {
        label: group.label,
        options: group.options.filter((option) => {
          const text = `${groupText} ${foldText(option.label)}`;
          return words.every((word) => text.includes(word));
        }),
      };
    })
    .filter((group) => group.options.length > 0);
}

/** The options in the order the list shows them. */
export function flatOptions(groups: readonly ComboboxGroup[]): ComboboxOption[] {
  return groups.flatMap((group) => group.options);
}

export type ComboboxMove = 'next' | 'previous' | 'first' | 'last';

/**
 * The option the arrow keys land on (no wrap-around): from none, 'next' goes to the first and
 * 'previous' to the last. Undefined when nothing is listed.
 */
export function moveActive(
  options: readonly ComboboxOption[],
  active: string | undefined,
  move: ComboboxMove,
): string | undefined {
  if (options.length === 0) return undefined;
  const index = options.findIndex((option) => option.value === active);
  const last = options.length - 1;
  const target = {
    first: 0,
    last,
    next: index < 0 ? 0 : Math.min(index + 1, last),
    previous: index < 0 ? last : Math.max(index - 1, 0),
  }[move];
  return options[target]?.value;
}
