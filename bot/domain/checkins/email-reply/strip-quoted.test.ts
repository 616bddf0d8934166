import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { REPLY_FIXTURES, type TReplyFixture } from './fixtures/index.ts';
import { htmlToText, replyBody, stripQuotedText, type TReplyParts } from './strip-quoted.ts';

/** The parts the inbound plumbing hands over: mailparser asked not to turn HTML into text itself. */
async function decoded(fixture: TReplyFixture, options: { skipHtmlToText: boolean }): Promise<TReplyParts> {
  const parsed = await simpleParser(fixture.eml, options);
  return { text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : undefined };
}

function expectNoQuotedText(body: string, quoted: readonly string[]): void {
  for (const text of quoted) expect(body).not.toContain(text);
}

describe('replyBody over replies from real clients', () => {
  it.each(REPLY_FIXTURES)('$name', async (fixture) => {
    const body = replyBody(await decoded(fixture, { skipHtmlToText: true }));
    expect(body).toBe(fixture.body);
    expectNoQuotedText(body, fixture.quoted);
  });

  it.each(
    REPLY_FIXTURES.filter((fixture) => fixture.name.includes('text and HTML') && !fixture.name.includes('lists')),
  )('reads the HTML part alone to the same words: $name', async (fixture) => {
    const { html } = await decoded(fixture, { skipHtmlToText: true });
    expect(html).toBeTypeOf('string');
    expect(replyBody({ html })).toBe(fixture.body);
  });

  it.each(REPLY_FIXTURES)('leaks no quoted text from mailparser’s own HTML-to-text either: $name', async (fixture) => {
    expectNoQuotedText(replyBody(await decoded(fixture, { skipHtmlToText: false })), fixture.quoted);
  });
});

describe('replyBody', () => {
  it('prefers the text part and falls back to HTML when the text part is blank', () => {
    expect(replyBody({ text: 'from text', html: '<p>from html</p>' })).toBe('from text');
    expect(replyBody({ text: ' \r\n ', html: '<p>from html</p>' })).toBe('from html');
    expect(replyBody({ html: '<p>from html</p>' })).toBe('from html');
    expect(replyBody({})).toBe('');
  });

  it('drops from the text part the signature the HTML part marks, and only that', () => {
    const html = '<div>1. done</div><div id="Signature"><div>Jordan Lee</div><div>Platform</div></div>';
    expect(replyBody({ text: '1. done\n\nJordan Lee\nPlatform\n', html })).toBe('1. done');
    expect(replyBody({ text: '1. done\n\nJordan\nPlatform team\n', html })).toBe('1. done\n\nJordan\nPlatform team');
    const gmail = '<div>1. done</div><div class="gmail_signature"><div>Ana | Platform</div></div>';
    expect(replyBody({ text: '1. done\nAna | Platform', html: gmail })).toBe('1. done');
  });
});

describe('stripQuotedText', () => {
  it('normalises line ends and trailing whitespace, and keeps one blank line at most', () => {
    expect(stripQuotedText('\r\n1. a  \r\n\r\n\r\n2. b\t\r\n\r\n')).toBe('1. a\n\n2. b');
  });

  it('drops quoted lines even without a header, and nothing else', () => {
    expect(stripQuotedText('1. a\n> 1. What did you do yesterday?\n2. b')).toBe('1. a\n2. b');
  });

  it.each([
    ['Gmail, one line', 'On Mon, Nov 23, 2026 at 10:02 AM Rollcall <reply+abc@rollcall.example> wrote:'],
    ['Gmail, wrapped', 'On Mon, Nov 23, 2026 at 10:02 AM Rollcall <reply+abc@rollcall.example>\nwrote:'],
    [
      'Gmail, wrapped in the address',
      'On Mon, Nov 23, 2026 at 10:02 AM Rollcall <\nreply+abc@rollcall.example> wrote:',
    ],
    ['Apple Mail', 'On Nov 23, 2026, at 10:02, Rollcall <reply+abc@rollcall.example> wrote:'],
    ['Thunderbird', 'On 11/23/26 10:02 AM, Rollcall wrote:'],
    ['French', 'Le lun. 23 nov. 2026 à 10:02, Rollcall <reply+abc@rollcall.example> a écrit :'],
    ['German', 'Am Mo., 23. Nov. 2026 um 10:02 Uhr schrieb Rollcall <reply+abc@rollcall.example>:'],
    ['Spanish', 'El lun, 23 nov 2026 a las 10:02, Rollcall (<reply+abc@rollcall.example>) escribió:'],
    ['Original Message', '-----Original Message-----\nFrom: Rollcall'],
    ['Forwarded', '---------- Forwarded message ---------\nFrom: Rollcall'],
    [
      'Outlook block',
      'From: Rollcall <reply+abc@rollcall.example>\nSent: Monday, November 23, 2026 10:02 AM\nTo: Ana\nSubject: Daily Standup',
    ],
    [
      'Outlook block with separator and Cc',
      '________________________________\nFrom: Rollcall <reply+abc@rollcall.example>\nSent: Monday\nCc: Team\nTo: Ana',
    ],
    [
      'Outlook separator, localised headers',
      '________________________________\nDe : Rollcall\nEnvoyé : lundi\nÀ : Ana',
    ],
    [
      'Outlook, German',
      'Von: Rollcall <reply+abc@rollcall.example>\nGesendet: Montag, 23. November 2026 10:02\nAn: Ana',
    ],
  ])('cuts everything after a quote header: %s', (_client, header) => {
    const reply = `1. fixed the build\n2. tests\n\n${header}\n\nHi Ana!\n1. What did you do yesterday?\nOpen your check-in:`;
    expect(stripQuotedText(reply)).toBe('1. fixed the build\n2. tests');
  });

  it('keeps sentences that only look like headers', () => {
    const reply = 'On the wiki page I wrote:\n- the steps\nFrom: the design review, two follow-ups';
    expect(stripQuotedText(reply)).toBe(reply);
  });

  it('cuts a signature after "-- " or "--"', () => {
    expect(stripQuotedText('1. a\n2. b\n-- \nAna Souza\nPlatform')).toBe('1. a\n2. b');
    expect(stripQuotedText('1. a\n--\nAna')).toBe('1. a');
    expect(stripQuotedText('1. a\n---\n2. b')).toBe('1. a\n---\n2. b');
  });

  it.each([
    'Sent from my iPhone',
    'Sent from my Galaxy',
    'Sent from Outlook for iOS<https://aka.ms/o0ukef>',
    'Get Outlook for Android',
    'Sent from Mail for Windows',
    'Envoyé de mon iPhone',
    'Von meinem iPhone gesendet',
  ])('drops the device line "%s"', (line) => {
    expect(stripQuotedText(`1. a\n2. b\n\n${line}\n`)).toBe('1. a\n2. b');
  });

  it('keeps answers that merely start like a device line', () => {
    expect(stripQuotedText('1. Sent from the staging branch to QA')).toBe('1. Sent from the staging branch to QA');
  });

  it('drops a closing at the end, not a thank-you inside an answer', () => {
    expect(stripQuotedText('1. a\n2. b\n\nThanks!\n')).toBe('1. a\n2. b');
    expect(stripQuotedText('1. a\n2. b\nCheers,\nAna\nStaff Engineer')).toBe('1. a\n2. b');
    expect(stripQuotedText('1. a\n2. Thanks for the review\n3. none')).toBe('1. a\n2. Thanks for the review\n3. none');
    expect(stripQuotedText('1. a\n\nThanks\n2. b')).toBe('1. a\n\nThanks\n2. b');
  });

  it('turns Outlook and Word bullets into Markdown list items', () => {
    expect(stripQuotedText('1. shipped\n•\tthe export\n· the import')).toBe('1. shipped\n- the export\n- the import');
  });

  it('keeps answers written between the quoted questions, under bare numbers', () => {
    const reply = [
      'On Mon, Nov 23, 2026 at 10:02 AM Rollcall <reply+abc@rollcall.example> wrote:',
      '> 1. What did you do yesterday?',
      '> 2. What will you do today?',
      '>',
      'tests',
      '> 3. Anything blocking you?',
      '1. the member numbered this one',
    ].join('\n');
    expect(stripQuotedText(reply)).toBe('2.\ntests\n1. the member numbered this one');
  });

  it('numbers an answer typed under a quoted question unless the member numbered it', () => {
    const reply = '> 1. What did you do yesterday?\n10:30 demo\n> 2. What will you do today?\n2 - tests';
    expect(stripQuotedText(reply)).toBe('1.\n10:30 demo\n2 - tests');
  });

  it('returns nothing for a reply that only quotes, or a reply written below the whole quote', () => {
    const quote =
      'On Mon, Nov 23, 2026 at 10:02 AM Rollcall <reply+abc@rollcall.example> wrote:\n> 1. What?\n>\n> Open';
    expect(stripQuotedText(quote)).toBe('');
    expect(stripQuotedText(`${quote}\n\n1. a\n2. b`)).toBe('1. a\n2. b');
    expect(stripQuotedText('')).toBe('');
  });
});

describe('htmlToText', () => {
  it('drops head, style, script and comments, and decodes entities', () => {
    const html =
      '<html><head><title>t</title><style>p{color:red}</style></head><body><!-- c --><script>alert(1)</script>' +
      '<p>Fish &amp; chips &lt;b&gt; caf&eacute; &#8217;&#x1F600; &unknown; &#0;</p></body></html>';
    expect(htmlToText(html)).toBe('Fish & chips <b> café ’😀 &unknown; \uFFFD');
  });

  it('turns blocks and <br> into lines, collapsing source whitespace', () => {
    expect(htmlToText('<div>one\n  two</div><div><br></div><div>three<br>four</div>text<p>five</p>')).toBe(
      'one two\n\nthree\nfour\ntext\nfive',
    );
  });

  it('shows an Outlook &nbsp; paragraph as a blank line', () => {
    expect(htmlToText('<p class=MsoNormal>a<o:p></o:p></p><p class=MsoNormal><o:p>&nbsp;</o:p></p><p>b</p>')).toBe(
      'a\n\nb',
    );
  });

  it('writes list items as Markdown, numbered in ordered lists, nested ones indented', () => {
    const html = '<ul><li>a</li><li><div>b</div><ol start="3"><li>c</li><li>d</li></ol></li></ul><ol><li>e</li></ol>';
    expect(htmlToText(html)).toBe('- a\n- b\n   3. c\n   4. d\n1. e');
  });

  it('writes links as Markdown links, keeps bare addresses and drops unsafe targets', () => {
    expect(htmlToText('see <a href="https://x.example/a?b=1">the docs</a>, ok')).toBe(
      'see [the docs](https://x.example/a?b=1), ok',
    );
    expect(htmlToText('<a href="https://x.example/">https://x.example/</a>')).toBe('https://x.example/');
    expect(htmlToText('<a href="javascript:alert(1)">click</a>')).toBe('click');
    expect(htmlToText('<a href="mailto:a@example.com">Ana</a>')).toBe('Ana');
  });

  it('keeps <pre> line breaks and shows other blockquotes as quoted lines', () => {
    expect(htmlToText('<pre>a\n  b</pre><blockquote>q<br>r</blockquote>')).toBe('a\n  b\n> q\n> r');
  });

  it('turns an Outlook list paragraph into a Markdown item', () => {
    const html =
      '<p class=MsoListParagraph style="mso-list:l0 level1 lfo1"><![if !supportLists]><span style="font-family:Symbol">·' +
      '<span style="font:7.0pt">&nbsp;&nbsp;&nbsp; </span></span><![endif]>the export<o:p></o:p></p>';
    expect(replyBody({ html })).toBe('- the export');
  });

  it.each([
    ['Gmail quote', '<div class="gmail_quote gmail_quote_container"><div class="gmail_attr">On … wrote:</div>'],
    ['Gmail signature', '<div dir="ltr" class="gmail_signature" data-smartmail="gmail_signature">Ana</div>'],
    ['Outlook reply', '<div id="divRplyFwdMsg" dir="ltr"><b>From:</b> Rollcall</div>'],
    ['Outlook append-on-send', '<div id="appendonsend"></div><hr><div>From: Rollcall</div>'],
    ['Outlook signature', '<div id="Signature"><p>Jordan</p></div>'],
    ['Outlook auto-signature', '<p><a name="_MailAutoSig">Marcus Webb</a></p>'],
    [
      'Outlook desktop header',
      '<div style="border:none;border-top:solid #E1E1E1 1.0pt"><p><b>From:</b> Rollcall<br><b>Sent:</b> Monday</p></div>',
    ],
    ['Apple Mail', '<blockquote type="cite">On Nov 23, 2026, at 10:02, Rollcall wrote:</blockquote>'],
    ['Yahoo', '<div class="yahoo_quoted"><div>On Monday, Rollcall wrote:</div></div>'],
    ['Thunderbird', '<div class="moz-cite-prefix">On 11/23/26 10:02 AM, Rollcall wrote:<br></div>'],
  ])('stops reading at the %s', (_marker, quote) => {
    expect(htmlToText(`<div>1. mine</div>${quote}<div>What did you do yesterday?</div>`)).toBe('1. mine');
  });

  it('keeps a bordered div that is not a header block', () => {
    expect(htmlToText('<div style="border-top:solid #ccc 1pt">2. mine</div>')).toBe('2. mine');
  });

  it('survives broken markup', () => {
    expect(htmlToText('a < b <3 <div class="x>c</div>')).toBe('a < b <3');
    expect(htmlToText('<p>one<p>two</span></div></ul>three')).toBe('one\ntwo\nthree');
  });

  it('stays fast on hostile input', () => {
    const started = performance.now();
    stripQuotedText(`${'_'.repeat(30)}\n\n`.repeat(50_000));
    replyBody({ text: 'w '.repeat(200_000), html: `<div id="Signature">${'w '.repeat(200_000)}</div>` });
    htmlToText('<div>'.repeat(200_000));
    htmlToText('<ul><li>'.repeat(50_000));
    htmlToText('<a href="'.repeat(50_000));
    htmlToText('&#x1F600'.repeat(100_000));
    stripQuotedText(`On ${'1'.repeat(100_000)}\n`.repeat(3) + '> x\n'.repeat(50_000));
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe('replies from any client in any language (issue 16)', () => {
  const attribution = 'On Mon, Nov 23, 2026 at 10:02 AM Rollcall <reply+abc@rollcall.example> wrote:';
  const quotedPrompt = '> Hi Ana,\n>\n> 1. What did you do yesterday?\n>\n> 2. What will you do today?\n>';

  it('keeps answers typed between the quoted questions under a greeting, not the greeting', () => {
    const reply = `Hi,\n\n${attribution}\n\n> 1. What did you do yesterday?\n>\nthe build\n\n> 2. What will you do today?\n>\ntests\n`;
    expect(stripQuotedText(reply)).toBe('1.\nthe build\n\n2.\ntests');
  });

  it('keeps answers typed under an "On … wrote:" line that opens the reply', () => {
    expect(stripQuotedText(`${attribution}\n1. a\n2. b\n\n${quotedPrompt}`)).toBe('1. a\n2. b');
  });

  it('does not take unquoted history under an attribution for answers (Yahoo)', () => {
    const reply = `${attribution}\n\nHi Ana,\n1. What did you do yesterday?\nOpen your check-in:\nhttps://x.example`;
    expect(stripQuotedText(reply)).toBe('');
  });

  it('keeps a greeting-only reply when nothing else was written', () => {
    expect(stripQuotedText(`Hi Ana, off today\n\n${attribution}\n${quotedPrompt}`)).toBe('Hi Ana, off today');
  });

  it.each([
    'Le lun. 23 nov. 2026 à 10:02, Rollcall <r@x.example> a écrit :',
    'Il giorno lun 23 nov 2026 alle ore 10:02 Rollcall <r@x.example> ha scritto:',
    'Rollcall <r@x.example> heeft op 23 nov. 2026 om 10:02 het volgende geschreven:',
    'pon., 23 lis 2026 o 10:02 Rollcall <r@x.example> napisał(a):',
    'Rollcall <r@x.example> 于2026年11月23日周一 10:02写道：',
    '2026年11月23日(月) 10:02 Rollcall <r@x.example>:',
    '2014-03-20 8:48 GMT+01:00 Rollcall <r@x.example>:',
    '-----Reply Message-----',
    '---- Rollcall wrote ----',
    '-----Oprindelig meddelelse-----',
    'De : Rollcall\nEnvoyé : lundi 23 novembre 2026 10:02\nÀ : Ana\nObjet : Daily Standup',
    'From: Rollcall\nReply-To: r@x.example\nDate: Monday\nSubject: Daily Standup',
  ])('cuts at the quote header "%s"', (header) => {
    expect(stripQuotedText(`1. a\n2. b\n\n${header}\n\nHi Ana!\n1. What did you do yesterday?`)).toBe('1. a\n2. b');
  });

  it.each([
    'Envoyé de mon iPhone',
    'Gesendet von Outlook für Android',
    'Sendt fra min iPad',
    'Enviado desde mi iPhone',
    'Sent from TypeApp',
    'Sent from my Wiko',
    '发自我的iPhone',
    'iPhoneから送信',
  ])('drops the device line "%s"', (line) => {
    expect(stripQuotedText(`1. a\n2. b\n\n${line}\n`)).toBe('1. a\n2. b');
  });

  it('keeps an answer line that starts like a translated device line', () => {
    expect(stripQuotedText('Enviado desde el almacén ayer')).toBe('Enviado desde el almacén ayer');
  });

  it('reads a 1 MB reply of quoted lines and deeply nested blockquotes to bounded output', () => {
    const quotedLines = '> > > 1. What did you do yesterday?\n'.repeat(30_000);
    expect(stripQuotedText(`1. mine\n\n${attribution}\n${quotedLines}`)).toBe('1. mine');
    expect(stripQuotedText(`${attribution}\n${quotedLines}`)).toBe('');
    const nested = `<div>1. mine</div>${'<blockquote>q'.repeat(200_000)}`;
    const text = htmlToText(nested);
    expect(text.startsWith('1. mine\n> q\n> > q\n')).toBe(true);
    expect(text.split('\n').every((line) => line.length <= 20)).toBe(true);
    expect(replyBody({ html: nested })).toBe('1. mine');
  });
});
