/**
 * The company domain of an email address, for the trial-abuse rule (spec part 1 §2.6): free-mail
 * and disposable providers never count, since unrelated people share them.
 */
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.fr',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'qq.com',
  '163.com',
  '126.com',
  'fastmail.com',
  'hey.com',
  'tutanota.com',
  'tuta.io',
  'mailinator.com',
  'guerrillamail.com',
  '10minutemail.com',
]);

/** `acme.com` for `ann@acme.com`; null for free-mail addresses. */
export function companyDomainOf(email: string): string | null {
  const domain = email.split('@')[1]?.trim().toLowerCase();
  if (!domain || FREE_MAIL_DOMAINS.has(domain)) return null;
  return domain;
}
