import { describe, expect, it } from 'vitest';
import { pdfItems, pdfPages } from '../../../test/pdf-text';
import { PdfFlow } from './layout';
import { drawTable } from './table';

const flowOf = () =>
  new PdfFlow({
    title: 'Prueba',
    header: { title: 'Empresa de prueba', lines: ['CIF: B00000000'], rightTitle: 'Tabla', rightLines: [] },
    footer: 'Pie',
  });

describe('drawTable', () => {
  it('repeats the header row on every page and never cuts a row', async () => {
    const flow = flowOf();
    flow.newPage();
    const rows = Array.from({ length: 80 }, (_, i) => ({ cells: [`Fila ${i + 1}`, 'texto'] }));
    drawTable(
      flow,
      [
        { header: 'Cabecera A', width: 1 },
        { header: 'Cabecera B', width: 3 },
      ],
      rows,
    );
    const pages = await pdfPages(await flow.finish());
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) expect(page.split('Cabecera A Cabecera B').length).toBe(2);
    const all = pages.join(' ');
    for (let i = 1; i <= 80; i++) expect(all).toContain(`Fila ${i} texto`);
    expect(all).toContain(`Página ${pages.length} de ${pages.length}`);
  });

  it('splits a row taller than a page by lines, every word kept; aligns bands across columns', async () => {
    const flow = flowOf();
    flow.newPage();
    const huge = Array.from({ length: 1500 }, (_, i) => `palabra${i}`).join(' ');
    drawTable(
      flow,
      [
        { header: 'Tramos', width: 1 },
        { header: 'Detalle', width: 1 },
        { header: 'Texto', width: 3 },
      ],
      [
        {
          cells: [
            ['08:00 – 14:00', '15:00 – 19:00'],
            ['Mañana con una nota bastante larga que ocupa varias líneas', 'Tarde'],
            'corto',
          ],
        },
        { cells: ['grande', 'x', huge] },
        { cells: ['después', 'y', 'fin'] },
      ],
    );
    const pdf = await flow.finish();
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.join(' ')).toContain('después y fin');
    // The split row's lines, page after page, give back the whole text.
    const pieces = (await pdfItems(pdf)).flat().filter((item) => item.startsWith('palabra'));
    expect(pieces.join(' ')).toBe(huge);
    for (const page of pages.slice(1)) expect(page).toContain('Tramos Detalle Texto');
    // Each band's texts come out together, one shift after the other.
    const items = (await pdfItems(pdf))[0] ?? [];
    expect(items.indexOf('15:00 – 19:00')).toBeGreaterThan(items.indexOf('08:00 – 14:00'));
  });
});
