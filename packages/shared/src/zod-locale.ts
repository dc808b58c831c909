import { z } from 'zod';

/** Zod's own messages (type errors and the like) in Spanish; imported once by each app's entry. */
z.config(z.locales.es());
