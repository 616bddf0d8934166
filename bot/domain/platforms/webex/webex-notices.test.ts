import { describe, expect, it } from 'vitest';
import { connectedNotice, quotedTitle, welcomeNotice } from './webex-notices.ts';

describe('Webex connect notes', () => {
  it('quote a hostile space title as plain, short text', () => {
    const title = `# Heading [click](https://evil.example) **bold** <b>html</b> 🎉 ${'x'.repeat(5_000)}`;
    const quoted = quotedTitle(title);
    expect(quoted.length).toBeLessThan(250);
    expect(quoted).toContain(
      '\\# Heading \\[click\\]\\(https://evil\\.example\\) \\*\\*bold\\*\\* \\<b\\>html\\</b\\> 🎉',
    );
    expect(quoted.endsWith('…')).toBe(true);
    expect(quotedTitle('  \n ')).toBe('this space');
  });

  it('send the welcome link and count members in words that agree', () => {
    const note = welcomeNotice({ roomTitle: 'Core', slug: 'abc.def', publicUrl: 'https://rollcall.example' });
    expect(note.links).toEqual([
      { title: 'Connect this space', url: 'https://rollcall.example/connect/spark/abc.def/confirm/' },
    ]);
    expect(note.text).toContain('7 days');
    expect(connectedNotice({ teamName: 'Core', members: 1, publicUrl: 'https://r.example' }).text).toContain(
      '1 member gets check-ins',
    );
  });
});
