/**
 * The `?next=` page to return to after signing in, kept only when it is a path on this site
 * ("/reports"), judged after normalising as the browser will ("/.//evil.example" is another host).
 */
import { safeNextPath } from '../../../../shared/safe-next-path.ts';

/** The normalised same-site path, or undefined. */
export function safeNext(next: string | null): string | undefined {
  return safeNextPath(next);
}
