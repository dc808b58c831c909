import { describe, expect, it } from 'vitest';
import { TICKET_PREVIEW_LENGTH, ticketPreview } from './ticket-preview';

describe('ticketPreview', () => {
  it('keeps a text of up to 50 characters as it is', () => {
    expect(ticketPreview('No puedo fichar')).toBe('No puedo fichar');
    const exact = 'a'.repeat(TICKET_PREVIEW_LENGTH);
    expect(ticketPreview(exact)).toBe(exact);
  });

  it('cuts a longer text at 50 characters and adds an ellipsis', () => {
    const text = 'Al pulsar «Iniciar jornada» se queda cargando y no registra nada en absoluto.';
    const preview = ticketPreview(text);
    expect(preview.endsWith('…')).toBe(true);
    expect(Array.from(preview.slice(0, -1)).length).toBeLessThanOrEqual(50);
    expect(preview).toBe('Al pulsar «Iniciar jornada» se queda cargando y no…');
  });

  it('puts the text on one line and trims it', () => {
    expect(ticketPreview('  Línea uno\n\nlínea   dos  ')).toBe('Línea uno línea dos');
  });

  it('does not split characters outside the basic plane', () => {
    const text = `${'😀'.repeat(60)}`;
    const preview = ticketPreview(text);
    expect(Array.from(preview)).toHaveLength(51);
    expect(preview.endsWith('😀…')).toBe(true);
  });

  it('does not leave a space before the ellipsis', () => {
    const text = `${'a'.repeat(49)} ${'b'.repeat(10)}`;
    expect(ticketPreview(text)).toBe(`${'a'.repeat(49)}…`);
  });
});
