import type { ClassNames } from 'react-day-picker';

const selectedDay =
  '[&>button]:bg-teal-700 [&>button]:font-semibold [&>button]:text-white [&>button:hover]:bg-teal-800 ' +
  'dark:[&>button]:bg-teal-500 dark:[&>button]:text-slate-950 dark:[&>button:hover]:bg-teal-400';

/** react-day-picker without its stylesheet: the app's colours, light and dark. */
export const calendarClassNames: Partial<ClassNames> = {
  root: 'relative p-3 text-slate-900 dark:text-slate-100',
  months: 'flex flex-col',
  month: 'flex flex-col gap-2',
  month_caption: 'flex h-9 items-center justify-center px-10 text-sm font-semibold capitalize',
  nav: 'absolute inset-x-3 top-3 z-10 flex h-9 items-center justify-between',
  button_previous:
    'inline-flex size-9 cursor-pointer items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800',
  button_next:
    'inline-flex size-9 cursor-pointer items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800',
  chevron: 'size-4 fill-current',
  month_grid: 'border-collapse',
  weekdays: '',
  weekday: 'size-9 text-xs font-medium text-slate-500 capitalize dark:text-slate-400',
  week: '',
  day: 'p-0 text-center text-sm',
  day_button:
    'inline-flex size-9 cursor-pointer items-center justify-center rounded-lg tabular-nums hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:hover:bg-slate-800',
  selected: selectedDay,
  today: '[&>button]:font-bold [&>button]:text-teal-700 dark:[&>button]:text-teal-400',
  outside: 'text-slate-400 dark:text-slate-600',
  disabled: 'opacity-40 [&>button]:cursor-not-allowed [&>button:hover]:bg-transparent',
  hidden: 'invisible',
};
