import { describe, expect, it } from 'vitest';
import {
  deliveredText,
  formatRequestDateTime,
  handledText,
  requestOriginLabel,
  requestStatusLabel,
  requestWorkersText,
  telHref,
} from './contact-request-format';

describe('formatRequestDateTime', () => {
  it('shows Madrid time, dd/MM/yyyy HH:mm, in winter and in summer', () => {
    expect(formatRequestDateTime('2025-01-15T09:05:00Z')).toBe('15/01/2025 10:05');
    expect(formatRequestDateTime('2025-07-24T22:30:00Z')).toBe('25/07/2025 00:30');
  });

  it('shows a dash for an unreadable instant', () => {
    expect(formatRequestDateTime('no')).toBe('—');
  });
});

describe('requestOriginLabel', () => {
  it('names each public form in Spanish', () => {
    expect(requestOriginLabel({ kind: 'contact', source: 'dialog' })).toBe(
      'Ventana de contacto de la página principal',
    );
    expect(requestOriginLabel({ kind: 'contact', source: 'page' })).toBe('Página de contacto');
    expect(requestOriginLabel({ kind: 'contact', source: null })).toBe('Formulario de contacto');
    expect(requestOriginLabel({ kind: 'custom_plan', source: null })).toBe('Solicitud de plan a medida (precios)');
  });
});

describe('requestWorkersText', () => {
  it('shows the range and the exact number when both are known', () => {
    expect(requestWorkersText({ numWorkers: '51-100', workers: 75 })).toBe('51 a 100 trabajadores (75)');
    expect(requestWorkersText({ numWorkers: '3-10', workers: null })).toBe('3 a 10 trabajadores');
  });

  it('gives nothing for a plain contact request', () => {
    expect(requestWorkersText({ numWorkers: null, workers: null })).toBeNull();
  });
});

describe('telHref', () => {
  it('keeps only the digits and the leading plus', () => {
    expect(telHref('+34 600 12 34 56')).toBe('tel:+34600123456');
  });
});

describe('deliveredText', () => {
  it('says when it reached sales, and nothing when it never did', () => {
    expect(deliveredText({ emailedAt: '2025-01-15T09:05:00Z' })).toBe('Enviada a ventas por email el 15/01/2025 10:05');
    expect(deliveredText({ emailedAt: null })).toBeNull();
  });
});

describe('handled state', () => {
  it('is «Abierta» until the platform admin marks it, then says when and who', () => {
    expect(requestStatusLabel({ handledAt: null })).toBe('Abierta');
    expect(handledText({ handledAt: null, handledBy: null })).toBeNull();
    const handled = { handledAt: '2025-03-04T16:45:00Z', handledBy: { id: 1, name: 'Equipo Jornada' } };
    expect(requestStatusLabel(handled)).toBe('Atendida');
    expect(handledText(handled)).toBe('Atendida el 04/03/2025 17:45 por Equipo Jornada');
    // The account that marked it is gone: when, without who.
    expect(handledText({ ...handled, handledBy: null })).toBe('Atendida el 04/03/2025 17:45');
  });
});
