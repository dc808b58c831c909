/** SPEC §9: a ticket's text is previewed in 50 characters. */
export const TICKET_PREVIEW_LENGTH = 50;

/**
 * The first 50 characters of a ticket's text on one line, with an ellipsis when it was cut. Counts
 * characters, not UTF-16 units, so an emoji or an accented letter is never split in half.
 */
export function ticketPreview(text: string, length: number = TICKET_PREVIEW_LENGTH): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(oneLine);
  if (characters.length <= length) return oneLine;
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}
