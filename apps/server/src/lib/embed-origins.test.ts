import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { parseEmbedOrigins } from './embed-origins';

describe('EMBED_ALLOWED_ORIGINS', () => {
  it('normalises each origin to scheme://host[:port], without duplicates or empty entries', () => {
    expect(
      parseEmbedOrigins(' https://Intranet.Ejemplo.es/ , http://127.0.0.1:5173,,https://intranet.ejemplo.es:443'),
    ).toEqual({ origins: ['https://intranet.ejemplo.es', 'http://127.0.0.1:5173'], invalid: [] });
  });

  it('refuses what is not one exact http(s) origin', () => {
    const entries = [
      'intranet.ejemplo.es',
      'ftp://ejemplo.es',
      'https://ejemplo.es/app',
      'https://ejemplo.es?x=1',
      'https://ejemplo.es#top',
      'https://usuario:clave@ejemplo.es',
      'https://*.ejemplo.es',
      'http://[::1]:3000',
      '*',
      'null',
    ];
    for (const entry of entries) expect(parseEmbedOrigins(entry), entry).toEqual({ origins: [], invalid: [entry] });
  });

  it('is empty when unset or blank, and stops the start with a clear error when an entry is wrong', () => {
    expect(loadConfig({}).embedAllowedOrigins).toEqual([]);
    expect(loadConfig({ EMBED_ALLOWED_ORIGINS: '  ' }).embedAllowedOrigins).toEqual([]);
    expect(loadConfig({ EMBED_ALLOWED_ORIGINS: 'https://a.es, http://b.es:8080' }).embedAllowedOrigins).toEqual([
      'https://a.es',
      'http://b.es:8080',
    ]);
    expect(() => loadConfig({ EMBED_ALLOWED_ORIGINS: 'https://a.es,https://b.es/ruta' })).toThrow(
      'Configuración no válida: EMBED_ALLOWED_ORIGINS: «https://b.es/ruta» no es un origen válido',
    );
  });
});
