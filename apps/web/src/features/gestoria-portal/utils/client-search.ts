/** From this many clients on, the home offers a search box. */
export const SEARCH_FROM_CLIENTS = 6;

export const hasClientSearch = (count: number) => count >= SEARCH_FROM_CLIENTS;

/** Lower case without accents: 'panaderia' finds 'Panadería'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The clients whose name holds every word typed, in any order; an empty search keeps them all. */
export function filterClients<T extends { name: string }>(clients: readonly T[], search: string): T[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...clients];
  return clients.filter((client) => {
    const name = fold(client.name);
    return words.every((word) => name.includes(word));
  });
}
