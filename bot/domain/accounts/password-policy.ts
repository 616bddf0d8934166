/**
 * The password rules of spec part 2 §2.3, enforced on the server: at least 8 characters, not
 * entirely numeric, not too similar to the email or name, not a commonly used password.
 */
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const PASSWORD_MESSAGES = {
  tooShort: 'This password is too short. It must contain at least 8 characters.',
  numeric: 'This password is entirely numeric.',
  tooSimilar: (what: string) => `The password is too similar to the ${what}.`,
  common: 'This password is too common.',
  tooLong: 'This password is too long (at most 128 characters).',
} as const;

export interface TPasswordOwner {
  email?: string;
  firstName?: string;
  lastName?: string;
}

/** Every rule the password breaks, as messages (empty when it is fine). */
export function checkPassword(password: string, owner: TPasswordOwner = {}): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push(PASSWORD_MESSAGES.tooShort);
  if (password.length > 128) problems.push(PASSWORD_MESSAGES.tooLong);
  if (/^\d+$/.test(password)) problems.push(PASSWORD_MESSAGES.numeric);
  const similarTo = similarAttribute(password, owner);
  if (similarTo) problems.push(PASSWORD_MESSAGES.tooSimilar(similarTo));
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered) || COMMON_PASSWORDS.has(lowered.replace(/\d+$/, '')))
    problems.push(PASSWORD_MESSAGES.common);
  return problems;
}

function similarAttribute(password: string, owner: TPasswordOwner): string | undefined {
  const lowered = password.toLowerCase();
  const candidates: Array<[string, string | undefined]> = [
    ['email', owner.email?.toLowerCase()],
    ['email', owner.email?.toLowerCase().split('@')[0]],
    ['first name', owner.firstName?.toLowerCase()],
    ['last name', owner.lastName?.toLowerCase()],
  ];
  for (const [label, value] of candidates) {
    if (!value || value.length < 3) continue;
    if (lowered.includes(value) || value.includes(lowered) || similarity(lowered, value) >= 0.7) return label;
  }
  return undefined;
}

/** Ratio of matching characters, like difflib's quick ratio: 2*matches / total length. */
function similarity(a: string, b: string): number {
  const counts = new Map<string, number>();
  for (const char of b) counts.set(char, (counts.get(char) ?? 0) + 1);
  let matches = 0;
  for (const char of a) {
    const left = counts.get(char) ?? 0;
    if (left > 0) {
      matches++;
      counts.set(char, left - 1);
    }
  }
  return (2 * matches) / (a.length + b.length);
}
