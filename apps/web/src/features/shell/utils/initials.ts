/** Up to two initials for the avatar ('María López García' → 'ML'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => word[0]?.toLocaleUpperCase('es-ES') ?? '');
  return letters.join('') || '?';
}
