import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The pieces of text of each page of a PDF in drawing order (one per line the writer drew). */
export async function pdfItems(pdf: Buffer): Promise<string[][]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[][] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).filter((text) => text.trim() !== ''));
  }
  await document.destroy();
  return pages;
}

/**
 * The text of each page as a reader's copy would give it: the pieces joined by single spaces
 * (a wrapped text's lines come out joined again).
 */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  return (await pdfItems(pdf)).map((items) => items.join(' ').replace(/\s+/g, ' ').trim());
}
