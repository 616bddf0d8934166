/**
 * Where the contact form's messages go (README: SUPPORT_EMAIL): the people who run this server,
 * who read the mail of its sender address when they set nothing else.
 */

/** SUPPORT_EMAIL, else the address inside MAIL_FROM ('Rollcall <a@b>' -> a@b). */
export function supportAddressOf(env: { SUPPORT_EMAIL?: string; MAIL_FROM: string }): string {
  if (env.SUPPORT_EMAIL) return env.SUPPORT_EMAIL;
  return env.MAIL_FROM.match(/<([^<>\s]+)>/)?.[1] ?? env.MAIL_FROM.trim();
}
