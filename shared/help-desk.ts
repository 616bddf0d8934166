/**
 * The built-in help desk (spec part 1 §2.12: the header's Help Desk, and HELP_DESK_URL's default):
 * the answers of CONTENT_API.helpArticles and CONTENT_API.helpArticle, and the words the server
 * and the pages share.
 */
import { z } from 'zod';
import { ZHelpArticle } from './content.ts';

/** Every article, in the help desk's order, with its body so the page can search the text. */
export const ZHelpArticleList = z.object({ articles: z.array(ZHelpArticle) });
export type THelpArticleList = z.infer<typeof ZHelpArticleList>;

/** The help desk's own address: HELP_DESK_URL's default, meaning "the built-in one". */
export const BUILT_IN_HELP_DESK = '/help/';

/** An article's page. */
export function helpArticleHref(slug: string): string {
  return `/help/${encodeURIComponent(slug)}/`;
}

export const HELP_DESK_MESSAGES = {
  /** Said for a slug with no article (or of a shape no article can have). */
  unknownArticle: 'There is no help article at this address. The Help Desk at /help/ lists every article.',
  noMatches: 'No articles match your search.',
} as const;
