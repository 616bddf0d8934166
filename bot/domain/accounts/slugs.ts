/** URL handles for users and teams: readable prefix plus random suffix, so they are unique and hard to guess. */
import { randomBytes } from 'node:crypto';

/** `product-team-3f9a2c` from "Product Team". */
export function makeSlug(label: string): string {
  const base = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  const suffix = randomBytes(4).toString('hex');
  return base ? `${base}-${suffix}` : suffix;
}
