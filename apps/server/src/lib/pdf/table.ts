import { type Doc, MUTED, type PdfFlow, RULE } from './layout';
import { BOLD, FONT, wrapText } from './text';

export interface TableColumn {
  header: string;
  /** Relative width: the columns share the page's width in these proportions. */
  width: number;
  align?: 'left' | 'right';
}

/**
 * A cell's text, or one text per band: the bands of a row (e.g. the shifts of a day) line up
 * across every column given as a list, while a plain text spans the whole row.
 */
export type TableCell = string | readonly string[];

export interface TableRow {
  cells: readonly TableCell[];
  /** 'muted' for a day with nothing to record, 'total' for a sum. */
  tone?: 'normal' | 'muted' | 'total';
}

const SIZE = 8;
const LINE = 10;
const PAD_X = 3;
const PAD_Y = 3;
/** A right-aligned figure keeps this much more room from the next column's text. */
const RIGHT_GAP = 5;

interface PlacedLine {
  column: number;
  dy: number;
  text: string;
}

interface Geometry {
  xs: number[];
  widths: number[];
  width: number;
}

function geometry(flow: PdfFlow, columns: readonly TableColumn[], tableWidth: number): Geometry {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => (column.width / total) * tableWidth);
  const xs: number[] = [];
  let x = flow.left;
  for (const width of widths) {
    xs.push(x);
    x += width;
  }
  return { xs, widths, width: tableWidth };
}

/** Every line of the row with its offset from the row's top (padding excluded) and the row's content height. */
function layoutRow(
  doc: Doc,
  geo: Geometry,
  columns: readonly TableColumn[],
  cells: readonly TableCell[],
): { lines: PlacedLine[]; height: number } {
  const wrapped = cells.map((cell, column) => {
    const width = (geo.widths[column] ?? 0) - 2 * PAD_X - (columns[column]?.align === 'right' ? RIGHT_GAP : 0);
    return typeof cell === 'string'
      ? { spans: wrapText(doc, cell, width), bands: null }
      : { spans: null, bands: cell.map((band) => wrapText(doc, band, width)) };
  });
  const bandCount = Math.max(1, ...wrapped.map((cell) => cell.bands?.length ?? 1));
  const bandTops: number[] = [];
  let top = 0;
  for (let band = 0; band < bandCount; band++) {
    bandTops.push(top);
    top += Math.max(1, ...wrapped.map((cell) => cell.bands?.[band]?.length ?? 0)) * LINE;
  }
  let height = top;
  const lines: PlacedLine[] = [];
  wrapped.forEach((cell, column) => {
    for (const [i, text] of (cell.spans ?? []).entries()) lines.push({ column, dy: i * LINE, text });
    height = Math.max(height, (cell.spans?.length ?? 0) * LINE);
    for (const [b, band] of (cell.bands ?? []).entries()) {
      for (const [i, text] of band.entries()) lines.push({ column, dy: (bandTops[b] ?? 0) + i * LINE, text });
    }
  });
  return { lines, height };
}

function drawLines(
  flow: PdfFlow,
  geo: Geometry,
  columns: readonly TableColumn[],
  lines: readonly PlacedLine[],
  font: string,
  color: string,
): void {
  const doc = flow.doc;
  doc.font(font).fontSize(SIZE).fillColor(color);
  for (const line of lines) {
    const x = geo.xs[line.column] ?? flow.left;
    const width = geo.widths[line.column] ?? 0;
    const left =
      columns[line.column]?.align === 'right'
        ? x + width - PAD_X - RIGHT_GAP - doc.widthOfString(line.text)
        : x + PAD_X;
    doc.text(line.text, left, flow.y + PAD_Y + line.dy, { lineBreak: false });
  }
}

function drawHeader(flow: PdfFlow, geo: Geometry, columns: readonly TableColumn[]): void {
  const doc = flow.doc;
  doc.font(BOLD).fontSize(SIZE);
  const { lines, height } = layoutRow(
    doc,
    geo,
    columns,
    columns.map((column) => column.header),
  );
  const rowHeight = height + 2 * PAD_Y;
  doc.rect(flow.left, flow.y, geo.width, rowHeight).fillColor('#e6e6e6').fill();
  drawLines(flow, geo, columns, lines, BOLD, 'black');
  flow.y += rowHeight;
  doc
    .moveTo(flow.left, flow.y)
    .lineTo(flow.left + geo.width, flow.y)
    .lineWidth(0.8)
    .strokeColor('black')
    .stroke();
}

function drawRowPart(
  flow: PdfFlow,
  geo: Geometry,
  columns: readonly TableColumn[],
  lines: readonly PlacedLine[],
  height: number,
  tone: TableRow['tone'],
): void {
  const doc = flow.doc;
  const rowHeight = height + 2 * PAD_Y;
  if (tone === 'total' || tone === 'muted')
    doc
      // Below the previous row's rule, which a fill from its very edge would hide.
      .rect(flow.left, flow.y + 0.5, geo.width, rowHeight - 0.5)
      .fillColor(tone === 'total' ? '#ececec' : '#f7f7f7')
      .fill();
  drawLines(flow, geo, columns, lines, tone === 'total' ? BOLD : FONT, tone === 'muted' ? MUTED : 'black');
  flow.y += rowHeight;
  doc
    .moveTo(flow.left, flow.y)
    .lineTo(flow.left + geo.width, flow.y)
    .lineWidth(0.4)
    .strokeColor(RULE)
    .stroke();
}

/**
 * Draws a table from `flow.y`, repeating the header row on every page it runs onto. A row moves
 * whole to the next page when it does not fit; only a row taller than a page is split, by lines.
 */
export function drawTable(
  flow: PdfFlow,
  columns: readonly TableColumn[],
  rows: readonly TableRow[],
  options: { width?: number } = {},
): void {
  const doc = flow.doc;
  const geo = geometry(flow, columns, Math.min(options.width ?? flow.width, flow.width));
  doc.font(BOLD).fontSize(SIZE);
  const headerHeight =
    layoutRow(
      doc,
      geo,
      columns,
      columns.map((column) => column.header),
    ).height +
    2 * PAD_Y;
  doc.font(FONT).fontSize(SIZE);
  const first = rows[0] ? layoutRow(doc, geo, columns, rows[0].cells).height + 2 * PAD_Y : 0;
  flow.ensureSpace(headerHeight + Math.min(first, 3 * LINE + 2 * PAD_Y));
  drawHeader(flow, geo, columns);
  const newPage = () => {
    flow.newPage();
    drawHeader(flow, geo, columns);
  };
  for (const row of rows) {
    doc.font(row.tone === 'total' ? BOLD : FONT).fontSize(SIZE);
    let { lines, height } = layoutRow(doc, geo, columns, row.cells);
    const fitsAPage = height + 2 * PAD_Y <= flow.bottom - flow.bodyTop - headerHeight;
    const nearlyFull = flow.bottom - flow.y < 3 * LINE + 2 * PAD_Y;
    if (flow.y + height + 2 * PAD_Y > flow.bottom && (fitsAPage || nearlyFull)) newPage();
    // Only a row taller than a whole page gets here without room: it is split by lines.
    while (flow.y + height + 2 * PAD_Y > flow.bottom) {
      const room = flow.bottom - flow.y - 2 * PAD_Y;
      const cut = Math.floor(room / LINE) * LINE;
      if (cut <= 0) {
        newPage();
        continue;
      }
      drawRowPart(
        flow,
        geo,
        columns,
        lines.filter((line) => line.dy < cut),
        cut,
        row.tone,
      );
      lines = lines.filter((line) => line.dy >= cut).map((line) => ({ ...line, dy: line.dy - cut }));
      height -= cut;
      newPage();
    }
    drawRowPart(flow, geo, columns, lines, height, row.tone);
  }
}
