/**
 * A minimal PDF writer for tabular reports: A4 pages, Helvetica (WinAnsi, so Spanish accents
 * and ñ print), text only. Enough for a worker's monthly record without a PDF dependency.
 */
export interface PdfLine {
  text: string;
  x: number;
  size?: number;
  isBold?: boolean;
}

export interface PdfPage {
  /** Rows from the top; each row holds pieces of text at x positions. */
  rows: { y: number; items: PdfLine[] }[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;

/** WinAnsi (cp1252) bytes for Latin-1 text; anything else becomes '?'. */
function winAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    const byte = code === 0x20ac ? 0x80 : code < 256 ? code : 63;
    const c = String.fromCharCode(byte);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return out;
}

function contentStream(page: PdfPage): string {
  const ops: string[] = [];
  for (const row of page.rows) {
    for (const item of row.items) {
      const font = item.isBold ? 'F2' : 'F1';
      const y = PAGE_HEIGHT - row.y;
      ops.push(
        `BT /${font} ${item.size ?? 9} Tf ${item.x.toFixed(1)} ${y.toFixed(1)} Td (${winAnsi(item.text)}) Tj ET`,
      );
    }
  }
  return ops.join('\n');
}

export function renderPdf(pages: PdfPage[], title: string): Buffer {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesId = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pageIds: number[] = [];
  for (const page of pages) {
    const stream = contentStream(page);
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
          `/Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const info = add(`<< /Title (${winAnsi(title)}) /Producer (Jornada) >>`);

  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
