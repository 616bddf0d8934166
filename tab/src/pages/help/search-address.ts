/**
 * The Help Desk's search box and the address's ?q= (so a search can be shared): the box leads
 * while typing and the page writes each value to the address, which takes effect a moment later.
 * This tells those echoes of the page's own writes from a change that came from outside (the
 * header's Help Desk link to /help/, Back, a pasted link), which the box must then show.
 */

export interface TSearchAddress {
  /** The page wrote this value to the address. */
  wrote(value: string): void;
  /** Whether the address now holding `value` came from outside; echoes of the page's writes are not. */
  changedOutside(value: string): boolean;
}

/** `initial`: the address's value when the page opened (the box starts with it). */
export function createSearchAddress(initial: string): TSearchAddress {
  // Written values whose echo has not come back yet, oldest first (typing can outrun the address).
  let pending: string[] = [];
  let last = initial;
  return {
    wrote(value) {
      pending.push(value);
      last = value;
    },
    changedOutside(value) {
      const echo = pending.indexOf(value);
      if (echo >= 0) {
        pending = pending.slice(echo + 1);
        return false;
      }
      if (value === last) return false;
      pending = [];
      last = value;
      return true;
    },
  };
}
