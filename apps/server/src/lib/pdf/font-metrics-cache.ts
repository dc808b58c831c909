import PDFDocument from 'pdfkit';

/**
 * pdfkit reads and parses a standard font's metrics (its AFM file, ~2,700 kerning pairs) again for
 * every document: a third of the CPU of a one-worker register PDF, which the monthly bundle renders
 * once per worker (1,000 workers: ~4 s of ~12 s). The parsed metrics never change and pdfkit only
 * reads them, so the parse is done once per font and shared by later documents.
 *
 * pdfkit does not export its AFM class; it is reached through a document's font. If a later pdfkit
 * changes that shape, nothing is patched and PDFs are rendered as before, only slower.
 */

interface AfmFont {
  attributes: unknown;
  glyphWidths: unknown;
  boundingBoxes: unknown;
  kernPairs: unknown;
}
interface AfmPrototype {
  parse(this: AfmFont, contents: string): void;
}

const PARSED_FIELDS = ['attributes', 'glyphWidths', 'boundingBoxes', 'kernPairs'] as const;

function afmPrototype(): AfmPrototype | null {
  const probe = new PDFDocument({ autoFirstPage: false });
  probe.font('Helvetica');
  const font = (probe as unknown as { _font?: { font?: object } })._font?.font;
  const prototype = font ? (Object.getPrototypeOf(font) as Partial<AfmPrototype>) : null;
  return prototype && typeof prototype.parse === 'function' && PARSED_FIELDS.every((f) => f in font!)
    ? (prototype as AfmPrototype)
    : null;
}

let isInstalled = false;

export function cacheStandardFontMetrics(): void {
  if (isInstalled) return;
  isInstalled = true;
  const prototype = afmPrototype();
  if (!prototype) return;
  const parse = prototype.parse;
  // Keyed by the AFM text itself: one entry per standard font used (at most 14).
  const parsed = new Map<string, Pick<AfmFont, (typeof PARSED_FIELDS)[number]>>();
  prototype.parse = function parseOnce(this: AfmFont, contents: string) {
    const known = parsed.get(contents);
    if (known) {
      Object.assign(this, known);
      return;
    }
    parse.call(this, contents);
    parsed.set(contents, {
      attributes: this.attributes,
      glyphWidths: this.glyphWidths,
      boundingBoxes: this.boundingBoxes,
      kernPairs: this.kernPairs,
    });
  };
}
