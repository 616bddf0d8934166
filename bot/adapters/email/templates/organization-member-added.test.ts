import { expect, it } from 'vitest';
import { renderEmail } from '../render-email.ts';

it('organization-member-added says there is nothing to accept and links the sign-in page, escaped', async () => {
  const email = await renderEmail(
    'organization-member-added',
    {
      name: 'Lou <b>',
      inviterName: 'Ada & Co',
      organization: 'Keel Labs',
      role: 'Team Admin',
      signInUrl: 'https://rollcall.example/accounts/login/',
    },
    { cache: false },
  );
  expect(email.subject).toBe('Ada & Co added you to Keel Labs on Rollcall');
  expect(email.html).toContain('Lou &lt;b&gt;');
  expect(email.html).toContain('nothing to accept');
  expect(email.html).toContain('href="https://rollcall.example/accounts/login/"');
  expect(email.text).toContain('as Team Admin. You already have a Rollcall login');
});
