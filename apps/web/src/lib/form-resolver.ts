/**
 * Forms validate with the shared zod schemas; zod's own messages (a wrong type, a limit) must read
 * in Spanish as on the server, so the one resolver the forms use brings the Spanish locale with it.
 * It is loaded with the first form, never by the landing's first paint (its bundle budget).
 */
import '@jornada/shared/zod-locale';

export { zodResolver } from '@hookform/resolvers/zod';
