/**
 * The help desk's search, in the browser: the articles are few and small, so every word typed is
 * looked for in each article's title, summary and text, and the articles holding all of them are
 * listed, those matching in the title first. Case and accents are ignored ('resume' finds 'Résumé').
 */
import type { THelpArticle } from '../../../../shared/content.ts';

/** Most characters of a search that are used (a pasted page must not make every keystroke slow). */
export const MAX_SEARCH_CHARS = 200;

/** Lower case without accents or Markdown punctuation, so words compare as people read them. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[*_`#>[\]()|]/g, ' ');
}

/** The words of a search, folded; empty for a blank search. */
export function searchWords(query: string): string[] {
  return foldText(query.slice(0, MAX_SEARCH_CHARS))
    .split(/\s+/)
    .filter((word) => word !== '');
}

interface TIndexedArticle<T> {
  article: T;
  title: string;
  summary: string;
  body: string;
}

/** Folds each article once, so filtering on every keystroke compares plain strings. */
export function indexArticles<T extends Pick<THelpArticle, 'title' | 'summary' | 'body'>>(
  articles: readonly T[],
): TIndexedArticle<T>[] {
  return articles.map((article) => ({
    article,
    title: foldText(article.title),
    summary: foldText(article.summary),
    body: foldText(article.body),
  }));
}

/**
 * The articles holding every word of the query (all of them, in their order, for a blank query),
 * ranked by where the words were found: title, then summary, then text.
 */
export function searchArticles<T>(index: readonly TIndexedArticle<T>[], query: string): T[] {
  const words = searchWords(query);
  if (words.length === 0) return index.map((entry) => entry.article);
  const ranked: Array<{ article: T; score: number; position: number }> = [];
  index.forEach((entry, position) => {
    let score = 0;
    for (const word of words) {
      if (entry.title.includes(word)) score += 100;
      else if (entry.summary.includes(word)) score += 10;
      else if (entry.body.includes(word)) score += 1;
      else return;
    }
    ranked.push({ article: entry.article, score, position });
  });
  return ranked.sort((a, b) => b.score - a.score || a.position - b.position).map((entry) => entry.article);
}
