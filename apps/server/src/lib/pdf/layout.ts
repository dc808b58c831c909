import PDFDocument from 'pdfkit';
import { cacheStandardFontMetrics } from './font-metrics-cache';
import { BOLD, FONT, pdfSafe, wrapText } from './text';

cacheStandardFontMetrics();

export type Doc = InstanceType<typeof PDFDocument>;

/** What every page repeats at its top: who keeps the record (left) and which record it is (right). */
export interface PdfHeader {
  /** The company's name, in bold. */
  title: string;
  lines: string[];
  rightTitle: string;
  rightLines: string[];
  /** Whose record the page belongs to, under the header rule; changes between sections. */
  subtitle?: string;
}

export interface PdfFlowOptions {
  /** The PDF's document title (its metadata). */
  title: string;
  header: PdfHeader;
  /** Small print at the foot of each page, beside 'Página X de Y'. */
  footer: string;
}

const MARGIN = 36;
const FOOTER_SPACE = 34;
export const MUTED = '#555555';
export const RULE = '#b0b0b0';

/**
 * A landscape A4 document written top to bottom: `y` is where the next thing goes, and anything
 * that does not fit starts a new page with the header drawn again. Pages stay buffered so the
 * 'Página X de Y' numbers can be written at the end.
 */
export class PdfFlow {
  readonly doc: Doc;
  header: PdfHeader;
  y = MARGIN;
  /** Where a page's body starts, below its header. */
  bodyTop = MARGIN;
  private readonly footer: string;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(options: PdfFlowOptions) {
    this.header = options.header;
    this.footer = pdfSafe(options.footer);
    this.doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: MARGIN,
      bufferPages: true,
      autoFirstPage: false,
      info: { Title: pdfSafe(options.title), Author: pdfSafe(options.header.title), Creator: 'Jornada' },
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  get left(): number {
    return MARGIN;
  }
  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }
  get bottom(): number {
    return this.doc.page.height - FOOTER_SPACE;
  }

  /** Starts a page and draws the header; `y` is then just below it. */
  newPage(): void {
    const doc = this.doc;
    doc.addPage();
    const half = this.width / 2 - 10;
    const top = 26;
    doc.font(BOLD).fontSize(11).fillColor('black');
    let left = top;
    for (const line of wrapText(doc, this.header.title, half)) {
      doc.text(line, MARGIN, left, { lineBreak: false });
      left += 13;
    }
    doc.font(FONT).fontSize(8.5);
    for (const line of this.header.lines.flatMap((text) => wrapText(doc, text, half))) {
      doc.text(line, MARGIN, left, { lineBreak: false });
      left += 11;
    }
    let right = top;
    const rightEdge = MARGIN + this.width;
    doc.font(BOLD).fontSize(11);
    for (const line of wrapText(doc, this.header.rightTitle, half)) {
      doc.text(line, rightEdge - doc.widthOfString(line), right, { lineBreak: false });
      right += 13;
    }
    doc.font(FONT).fontSize(8.5);
    for (const line of this.header.rightLines.flatMap((text) => wrapText(doc, text, half))) {
      doc.text(line, rightEdge - doc.widthOfString(line), right, { lineBreak: false });
      right += 11;
    }
    this.y = Math.max(left, right) + 3;
    doc.moveTo(MARGIN, this.y).lineTo(rightEdge, this.y).lineWidth(0.8).strokeColor('black').stroke();
    this.y += 6;
    if (this.header.subtitle) {
      doc.font(BOLD).fontSize(9);
      for (const line of wrapText(doc, this.header.subtitle, this.width)) {
        doc.text(line, MARGIN, this.y, { lineBreak: false });
        this.y += 11;
      }
      this.y += 4;
    }
    this.bodyTop = this.y;
  }

  /** Makes room for `height` points, starting a new page when they do not fit; true when it did. */
  ensureSpace(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.newPage();
    return true;
  }

  /** Wrapped text across the full width (or from `x` with `width`), continued on new pages as needed. */
  text(
    text: string,
    options: { font?: string; size?: number; color?: string; gapAfter?: number; x?: number; width?: number } = {},
  ): void {
    const doc = this.doc;
    const size = options.size ?? 9;
    const lineHeight = size * 1.3;
    doc.font(options.font ?? FONT).fontSize(size);
    for (const line of wrapText(doc, text, options.width ?? this.width)) {
      this.ensureSpace(lineHeight);
      doc
        .font(options.font ?? FONT)
        .fontSize(size)
        .fillColor(options.color ?? 'black')
        .text(line, options.x ?? MARGIN, this.y, { lineBreak: false });
      this.y += lineHeight;
    }
    this.y += options.gapAfter ?? 0;
  }

  /** Writes 'Página X de Y' and the footer on every page and gives the finished file. */
  finish(): Promise<Buffer> {
    const doc = this.doc;
    if (doc.bufferedPageRange().count === 0) this.newPage();
    const { start, count } = doc.bufferedPageRange();
    for (let index = start; index < start + count; index++) {
      doc.switchToPage(index);
      const y = doc.page.height - 24;
      const label = `Página ${index - start + 1} de ${count}`;
      doc.font(FONT).fontSize(7.5).fillColor(MUTED);
      const labelWidth = doc.widthOfString(label);
      const note = wrapText(doc, this.footer, this.width - labelWidth - 20)[0] ?? '';
      doc.text(note, MARGIN, y, { lineBreak: false });
      doc.text(label, MARGIN + this.width - labelWidth, y, { lineBreak: false });
    }
    doc.end();
    return this.done;
  }
}
