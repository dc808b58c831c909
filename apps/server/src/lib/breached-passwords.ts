import { AppError } from './app-error';
import { hashPassword } from './passwords';

/**
 * Passwords that appear in breach corpora, shipped offline: zxcvbn-ts's common list,
 * some 49,000 ranked from real leaks. Only the server checks it (the web's forms keep the shared short
 * list): the list is 380 kB, loaded once, on the first password set.
 */
export const BREACHED_PASSWORD_MESSAGE =
  'Esa contraseña aparece en filtraciones de datos conocidas. Elige otra que no hayas usado en otros sitios.';

let breached: Promise<ReadonlySet<string>> | undefined;

function breachedPasswords(): Promise<ReadonlySet<string>> {
  breached ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())),
  );
  return breached;
}

export async function isBreachedPassword(password: string): Promise<boolean> {
  return (await breachedPasswords()).has(password.toLowerCase());
}

/**
 * A password a person chose: refused (400 in Spanish, on the request's `field`) when it is in the
 * breach list, else hashed.
 */
export async function hashNewPassword(password: string, field = 'password'): Promise<string> {
  if (await isBreachedPassword(password)) {
    throw new AppError('BAD_REQUEST', BREACHED_PASSWORD_MESSAGE, { fields: { [field]: BREACHED_PASSWORD_MESSAGE } });
  }
  return hashPassword(password);
}
