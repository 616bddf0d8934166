import { describe, expect, it } from 'vitest';
import { headingIds, splitSections } from './help-markdown.ts';

describe('splitSections', () => {
  it('splits at headings, keeping the text before the first one', () => {
    expect(splitSections('Intro line.\n\n## One\nText one.\n\n### Deeper\nMore.\n# Top\nLast.')).toEqual([
      { heading: null, markdown: 'Intro line.' },
      { heading: { text: 'One', level: 2 }, markdown: 'Text one.' },
      { heading: { text: 'Deeper', level: 3 }, markdown: 'More.' },
      { heading: { text: 'Top', level: 2 }, markdown: 'Last.' },
    ]);
  });

  it('leaves a # inside a code block alone and reads #### as h3', () => {
    expect(splitSections('```\n## not a heading\n```\n#### Small\nx')).toEqual([
      { heading: null, markdown: '```\n## not a heading\n```' },
      { heading: { text: 'Small', level: 3 }, markdown: 'x' },
    ]);
  });

  it('does not take a hashtag for a heading', () => {
    expect(splitSections('#release is a tag')).toEqual([{ heading: null, markdown: '#release is a tag' }]);
  });
});

describe('headingIds', () => {
  it('makes unique ids from the words', () => {
    const sections = splitSections('## Plans & prices\na\n## Plans & prices\nb\n## ¿?\nc');
    expect(headingIds([{ heading: null, markdown: 'x' }, ...sections])).toEqual([
      null,
      'h-plans-prices',
      'h-plans-prices-2',
      'h-section',
    ]);
  });
});
