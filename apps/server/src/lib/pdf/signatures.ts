import { MUTED, type PdfFlow, RULE } from './layout';
import { BOLD, FONT, wrapText } from './text';

export interface SignatureBox {
  /** 'Firma de la empresa' */
  label: string;
  /** Who signs: printed under the box. */
  name: string;
}

const BOX_HEIGHT = 58;
const GAP = 24;

/** Boxes side by side to sign by hand, each with its label above and the signer's name and a date line below. */
export function drawSignatureBoxes(flow: PdfFlow, boxes: readonly SignatureBox[], heading?: string): void {
  const doc = flow.doc;
  const width = Math.min(300, (flow.width - GAP * (boxes.length - 1)) / boxes.length);
  doc.font(FONT).fontSize(8);
  const nameLines = Math.max(1, ...boxes.map((box) => wrapText(doc, box.name, width).length));
  const height = (heading ? 18 : 0) + 14 + BOX_HEIGHT + 6 + nameLines * 10 + 14;
  flow.ensureSpace(height + 8);
  flow.y += 8;
  if (heading) flow.text(heading, { font: BOLD, size: 10, gapAfter: 5 });
  const top = flow.y;
  boxes.forEach((box, index) => {
    const x = flow.left + index * (width + GAP);
    doc.font(BOLD).fontSize(8.5).fillColor('black').text(box.label, x, top, { lineBreak: false });
    doc
      .rect(x, top + 13, width, BOX_HEIGHT)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    let y = top + 13 + BOX_HEIGHT + 5;
    doc.font(FONT).fontSize(8).fillColor('black');
    for (const line of wrapText(doc, box.name, width)) {
      doc.text(line, x, y, { lineBreak: false });
      y += 10;
    }
    doc.fillColor(MUTED).text('Fecha: ____/____/________', x, y + 2, { lineBreak: false });
  });
  flow.y = top + 13 + BOX_HEIGHT + 5 + nameLines * 10 + 14;
}
