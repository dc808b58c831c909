import { cn } from '../../../lib/cn';

export interface AttemptNoticeContent {
  text: string;
  spoken: string;
  isError: boolean;
}

/** The notice's words: the countdown on screen, announced once (not at every second). */
export function AttemptNoticeText({ notice }: { notice: AttemptNoticeContent }) {
  if (notice.text === notice.spoken) return notice.text;
  return (
    <>
      <span aria-hidden="true">{notice.text}</span>
      <span className="sr-only">{notice.spoken}</span>
    </>
  );
}

/** Under the keypad: a refusal (red, announced at once) or that the wait is over (a quiet status). */
export function AttemptNotice({ notice }: { notice: AttemptNoticeContent | null }) {
  if (!notice) return null;
  return (
    <p
      role={notice.isError ? 'alert' : 'status'}
      className={cn(
        'text-center text-sm font-medium',
        notice.isError ? 'text-red-700 dark:text-red-400' : 'text-teal-700 dark:text-teal-400',
      )}
    >
      <AttemptNoticeText notice={notice} />
    </p>
  );
}
