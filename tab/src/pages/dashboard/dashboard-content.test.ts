import { describe, expect, it } from 'vitest';
import { markdownToPreviewHtml } from '../../../../shared/markdown/markdown-html.ts';
import { linkHashtags } from './hashtag-links.ts';
import { groupByQuestion, humanizeSlug, questionTextFor } from './question-groups.ts';
import { reactionChipLabel, reactionChips, reactionFailedMessage } from './reaction-chips.ts';
import { testEntry } from './test-entries.ts';

describe('hashtag links', () => {
  it('links #tag in the text to the hashtag view, lower-cased', () => {
    const html = linkHashtags(markdownToPreviewHtml('Shipped #Release today'), 'team');
    expect(html).toContain('<a href="/dashboard/team/hashtag/release/" data-hashtag="release">#Release</a> today');
  });

  it('leaves entities, paths, words and repeated # alone', () => {
    const html = linkHashtags(markdownToPreviewHtml("it's a#b x/#c ##d &#e"), 'team');
    expect(html).not.toContain('data-hashtag');
    expect(html).toContain('&#39;');
  });

  it('links a tag after quotes and other escaped characters', () => {
    const html = linkHashtags(markdownToPreviewHtml('"#one" <#two>'), 'team');
    expect(html).toContain('data-hashtag="one"');
    expect(html).toContain('data-hashtag="two"');
  });

  it('never links inside links, code or attributes', () => {
    const source = '[see #one](https://example.com/#two) `#three` and **#four**\n\n```\n#five\n```';
    const html = linkHashtags(markdownToPreviewHtml(source), 'team');
    expect(html.match(/data-hashtag="([^"]+)"/g)).toEqual(['data-hashtag="four"']);
    expect(html).toContain('href="https://example.com/#two"');
  });

  it('keeps unicode tags and encodes them in the address', () => {
    const html = linkHashtags(markdownToPreviewHtml('#Über'), 'team');
    expect(html).toContain('href="/dashboard/team/hashtag/%C3%BCber/"');
  });

  it('cannot be tricked into markup by the answer', () => {
    const html = linkHashtags(markdownToPreviewHtml('#x"onmouseover=alert(1) <script>#y</script>'), 'team');
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/ onmouseover=/);
  });
});

describe('the question view', () => {
  const questions = [
    { key: 'q1', slug: 'yesterday', text: 'What did you do yesterday?' },
    { key: 'q2', slug: 'today', text: 'What will you do today?' },
  ];

  it('groups answers under their questions in order, leaving blank answers out', () => {
    const ann = testEntry({ id: 'ann' }, { q1: 'Coded', q2: '  ' });
    const bo = testEntry({ id: 'bo', name: 'Bo' }, { q2: 'Review', q1: 'Tests' });
    const view = groupByQuestion(questions, [ann, bo]);
    expect(view.groups.map((group) => [group.question.key, group.colourIndex])).toEqual([
      ['q1', 0],
      ['q2', 1],
    ]);
    expect(view.groups[0]?.answers.map((answer) => [answer.entry.id, answer.value])).toEqual([
      ['ann', 'Coded'],
      ['bo', 'Tests'],
    ]);
    expect(view.groups[1]?.answers.map((answer) => answer.entry.id)).toEqual(['bo']);
  });

  it('lists members without answers apart, and keeps answers to questions no longer asked', () => {
    const view = groupByQuestion(questions, [
      testEntry({ id: 'away', completed: false, vacation: true }),
      testEntry({ id: 'late', completed: false }),
      testEntry({ id: 'private', answers_hidden: true }),
      testEntry({ id: 'old' }, { gone: 'Old answer' }),
    ]);
    expect(view.vacation.map((entry) => entry.id)).toEqual(['away']);
    expect(view.waiting.map((entry) => entry.id)).toEqual(['late']);
    expect(view.hidden.map((entry) => entry.id)).toEqual(['private']);
    expect(view.groups[2]?.question).toEqual({ key: 'gone', slug: 'gone-slug', text: 'Question gone' });
    expect(view.groups[2]?.colourIndex).toBe(2);
  });

  it('names an answer by its question, or by its slug when the question is gone', () => {
    expect(questionTextFor({ key: 'q2', slug: 'x' }, questions)).toBe('What will you do today?');
    expect(questionTextFor({ key: 'zz', slug: 'blockers_today' }, questions)).toBe('Blockers today');
    expect(humanizeSlug('--')).toBe('Question');
  });
});

describe('reaction chips', () => {
  const reactions = {
    heart: { u2: 'Bo Chen' },
    '+1': { u1: 'Ann Lee', u2: 'Bo Chen' },
    party_parrot: { u3: 'Cy' },
    eyes: {},
  };

  it("orders chips as the picker does, counts people and marks the viewer's", () => {
    const chips = reactionChips(reactions, ['u1']);
    expect(chips.map((chip) => [chip.id, chip.emoji, chip.count, chip.pressed])).toEqual([
      ['+1', '👍', 2, true],
      ['heart', '❤️', 1, false],
      ['party_parrot', ':party_parrot:', 1, false],
    ]);
  });

  it('recognises the viewer by either of their ids', () => {
    expect(reactionChips({ heart: { ann: 'Ann Lee' } }, ['u1', 'ann'])[0]?.pressed).toBe(true);
    expect(reactionChips({ heart: { ann: 'Ann Lee' } }, [])[0]?.pressed).toBe(false);
  });

  it('names who reacted, and the emoji in the failure toast', () => {
    const [chip] = reactionChips(reactions, []);
    expect(chip && reactionChipLabel(chip)).toBe('thumbs up: Ann Lee and Bo Chen');
    expect(reactionFailedMessage('tada')).toBe('unable to add your reaction of party popper');
  });
});
