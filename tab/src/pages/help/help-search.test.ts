import { describe, expect, it } from 'vitest';
import { indexArticles, MAX_SEARCH_CHARS, searchArticles, searchWords } from './help-search.ts';

const articles = [
  { slug: 'billing', title: 'Billing and plans', summary: 'Trial, seats and invoices.', body: 'Pay by **card**.' },
  { slug: 'vacations', title: 'Vacations', summary: 'Days off and public holidays.', body: 'Pick the days.' },
  { slug: 'data', title: 'Your data', summary: 'Retention and export.', body: 'Cancel the subscription: no undo.' },
  { slug: 'resume', title: 'Résumé of plans', summary: 'A short one.', body: '' },
];
const index = indexArticles(articles);
const slugs = (query: string) => searchArticles(index, query).map((article) => article.slug);

describe('help desk search', () => {
  it('lists every article in order for a blank search', () => {
    expect(slugs('')).toEqual(['billing', 'vacations', 'data', 'resume']);
    expect(slugs('   ')).toEqual(['billing', 'vacations', 'data', 'resume']);
  });

  it('finds words in the title, summary and text, title matches first', () => {
    expect(slugs('plans')).toEqual(['billing', 'resume']);
    expect(slugs('holidays')).toEqual(['vacations']);
    expect(slugs('card')).toEqual(['billing']);
    expect(slugs('subscription')).toEqual(['data']);
  });

  it('needs every word, ignoring case, accents and Markdown', () => {
    expect(slugs('PUBLIC days')).toEqual(['vacations']);
    expect(slugs('public invoices')).toEqual([]);
    expect(slugs('resume')).toEqual(['resume']);
    expect(slugs('**card**')).toEqual(['billing']);
  });

  it('bounds what it reads of a pasted search', () => {
    expect(searchWords(`${'a'.repeat(MAX_SEARCH_CHARS)} ignored`)).toEqual(['a'.repeat(MAX_SEARCH_CHARS)]);
  });
});
