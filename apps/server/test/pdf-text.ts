import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of each page of a PDF as a reader's copy would give it: the pieces in drawing order,
 * joined by single spaces (a wrapped text's lines come out joined again).
 */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const pieces = content.items.map((item) => ('str' in item ? item.str : ''));
    pages.push(pieces.join(' ').replace(/\s+/g, ' ').trim());
  }
  await document.destroy();
  return pages;
}
