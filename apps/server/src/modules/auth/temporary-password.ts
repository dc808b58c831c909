import { randomInt } from 'node:crypto';

/** No 0/O, 1/l/I: the admin reads it out or copies it by hand. 57 symbols. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A one-time password for an employee created without SMTP: 4 groups of 4 random symbols
 * (16 × log2 57 ≈ 93 bits), e.g. `k7Pq-M2xZ-r9Tb-Hw4e`. Only its argon2id hash is stored; the
 * employee must replace it at first login.
 */
export function generateTemporaryPassword(): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g++) {
    let group = '';
    for (let i = 0; i < 4; i++) group += ALPHABET.charAt(randomInt(ALPHABET.length));
    groups.push(group);
  }
  return groups.join('-');
}
