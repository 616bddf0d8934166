/**
 * Bounds for the senders' schemas: generous enough for any real delivery (a long commit message, a
 * push of 2,048 commits), tight enough that a hostile body cannot make us hold more than the route's
 * 5 MB. What reaches the feed is cut much shorter when it is mapped (inbound-delivery.ts cut()).
 */
import { z } from 'zod';

/** Long text: commit messages, comments, descriptions. */
export const ZLongText = z.string().max(100_000);
/** Names, titles, logins, refs. */
export const ZName = z.string().max(2_000);
/** Links. */
export const ZLink = z.string().max(8_000);
/** Ids (numbers or strings in the senders' payloads), as a string. */
export const ZId = z.union([z.string().max(200), z.number()]).transform((value) => String(value));
/** Lists of commits, actions, changes. */
export const MAX_LIST = 5_000;
