/**
 * An email that must not go out at all, found at delivery (its recipient may no longer receive
 * what it carries): thrown by an attachment loader, recorded on the email row as its last error
 * with status failed, and never retried, since no retry can make it right.
 */
export class EmailWithdrawnError extends Error {
  override name = 'EmailWithdrawnError';
}
