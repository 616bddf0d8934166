/**
 * The `?next=` page to return to after signing in, kept only when it is a path on this site
 * ("/reports"), never another origin ("//evil.example", "https://...").
 */
export function safeNext(next: string | null): string | undefined {
  if (next === null || next.length > 2048) return undefined;
  const local = next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\');
  return local ? next : undefined;
}
