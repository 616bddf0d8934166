import { describe, expect, it } from 'vitest';
import { composeMime } from '../compose-mime.ts';
import { renderEmail } from '../render-email.ts';

const guest = {
  name: 'Eve\r\nBcc: victim@example.test',
  email: 'eve@example.test',
  replyTo: 'eve@example.test',
  topic: 'Problem',
  message: 'Line one <a href="https://evil.example">click</a>\nLine two & more',
  pageUrl: 'https://rollcall.test/trial-ended/',
  sender: null,
} as const;

describe('contact-message email', () => {
  it('shows a stranger’s words as text, never markup, and says the sender is not checked', async () => {
    const email = await renderEmail('contact-message', guest, { cache: false });
    expect(email.html).toContain(
      'Line one &lt;a href=&quot;https://evil.example&quot;&gt;click&lt;/a&gt;<br />Line two &amp; more',
    );
    expect(email.html).not.toContain('<a href="https://evil.example"');
    expect(email.html).toContain('not checked');
    expect(email.html).toContain('https://rollcall.test/trial-ended/');
    expect(email.text).toContain('> Line one <a href="https://evil.example">click</a>\n> Line two & more');
  });

  it('keeps a name with line breaks out of the headers, and replies go to the person', async () => {
    const email = await renderEmail('contact-message', guest, { cache: false });
    const { raw, envelope } = composeMime({
      from: 'Rollcall <rollcall@rollcall.test>',
      to: 'support@rollcall.test',
      replyTo: guest.replyTo,
      ...email,
    });
    const headers = raw.split('\r\n\r\n')[0]!;
    expect(headers).toContain('Reply-To: eve@example.test');
    expect(headers).not.toMatch(/^Bcc:/m);
    expect(envelope.to).toEqual(['support@rollcall.test']);
  });

  it('names the organization, role and team of a signed-in sender', async () => {
    const email = await renderEmail(
      'contact-message',
      {
        ...guest,
        name: 'Omar Haddad',
        sender: {
          accountName: 'Keel Labs',
          accountId: '00000000-0000-4000-8000-000000000001',
          role: 'Team Admin',
          teamName: null,
          subscriptionStatus: 'active',
          planKey: 'team',
        },
      },
      { cache: false },
    );
    expect(email.subject).toBe('[Problem] Message from Omar Haddad via the Rollcall contact form');
    expect(email.text).toContain('Organization: Keel Labs (00000000-0000-4000-8000-000000000001)');
    expect(email.text).toContain('Role: Team Admin');
    expect(email.text).toContain('Team: none open');
    expect(email.text).toContain('Plan: team, active');
  });
});
