import type { ListBackupsResponse } from '@jornada/shared/api/backups';

const decimal = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/** A file's size as people read it: 820 bytes, 12,4 kB, 5,3 MB, 1,2 GB (powers of 1024). */
export function formatBackupSize(bytes: number): string {
  const units = ['kB', 'MB', 'GB'];
  if (bytes < 1024) return `${bytes} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${decimal.format(value)} ${units[unit]}`;
}

/** The card's sentence about where the backups go and how many are kept (or why there are none). */
export function describeBackupSettings(settings: ListBackupsResponse): string {
  if (!settings.is_available) return settings.message ?? '';
  const nightly = settings.is_nightly ? 'Se hace una cada noche; se' : 'Se';
  return `Copias de la base de datos embebida, en ${settings.dir}. ${nightly} conservan las ${settings.keep} más recientes. Se restauran con «npm run cli -- restore».`;
}
