import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

/** The cp1252 characters above Latin-1's control range that Helvetica's WinAnsi encoding has. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the standard fonts can print: anything outside WinAnsi (emoji, other scripts) becomes '?'
 * instead of garbage, tabs become spaces and line ends become '\n'.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').replaceAll('\t', ' ')) {
    const code = char.codePointAt(0) ?? 0x3f;
    if (char === '\n' || (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char))
      out += char;
    else if (code >= 0x80 && code < 0xa0) out += ' ';
    else if (code >= 0x20) out += '?';
  }
  return out;
}

/** Splits a word wider than `width` into pieces that fit. */
function breakWord(doc: Doc, word: string, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && doc.widthOfString(piece + char) > width) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * The lines `text` takes at the document's current font and size within `width`: words wrap, a
 * word too long for a line is broken, '\n' starts a new line. Nothing is ever cut.
 */
export function wrapText(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = [];
  const space = doc.widthOfString(' ');
  for (const paragraph of pdfSafe(text).split('\n')) {
    const words = paragraph.split(/ +/).filter(Boolean);
    // Most cells fit at once: measured once. Otherwise words are measured one by one (what
    // a line's kerning across a space adds is negligible and, in Helvetica, never positive).
    if (doc.widthOfString(words.join(' ')) <= width) {
      lines.push(words.join(' '));
      continue;
    }
    let line = '';
    let lineWidth = 0;
    for (const word of words) {
      const wordWidth = doc.widthOfString(word);
      if (line && lineWidth + space + wordWidth <= width) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      const pieces = wordWidth <= width ? [word] : breakWord(doc, word, width);
      line = pieces.pop() ?? '';
      lineWidth = pieces.length > 0 ? doc.widthOfString(line) : wordWidth;
      lines.push(...pieces);
    }
    lines.push(line);
  }
  return lines;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes as H:MM (hours may pass 24); a negative amount keeps its sign. */
export function hm(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const whole = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(whole / 60)}:${pad(whole % 60)}`;
}

/** dd/MM/yyyy of a yyyy-MM-dd date. */
export const ddmmyyyy = (date: string) => date.split('-').reverse().join('/');

const WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'] as const;

/** 'lun 02/03/2026' */
export function dateWithWeekday(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${ddmmyyyy(date)}`;
}

/** The footer's note: when the file was made, in Madrid time. */
export function generatedNote(generatedAt: string): string {
  const at = new Date(generatedAt);
  return `Generado el ${ddmmyyyy(madridDate(at))} a las ${madridTime(at).slice(0, 5)} (hora de Madrid) · Jornada`;
}
