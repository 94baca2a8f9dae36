import { randomInt } from 'node:crypto';
import { isStrongPassword } from '@bilan/contract';

// Look-alike characters (I, l, O, 0, 1) are left out: the password is read off a screen and typed.
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
const ALPHABET = `${LETTERS}23456789!@#$%^&*`;
const LENGTH = 14;

const pick = (characters: string): string => characters[randomInt(characters.length)] ?? '';

/** A random password that meets the policy of docs/seed-spec.md §5, to be changed at first login. */
export function generateOneTimePassword(): string {
  for (;;) {
    let password = pick(LETTERS);
    while (password.length < LENGTH) password += pick(ALPHABET);
    if (isStrongPassword(password)) return password;
  }
}
