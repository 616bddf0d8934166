/**
 * Turns '#tag' in a rendered answer into a link to the team's hashtag view. Works on the HTML of
 * markdownToPreviewHtml, whose text is escaped: only text between tags is touched, never inside
 * links, code or attribute values, and the tag itself is letters, digits, '_' and '-' only.
 */
import { hashtagDashboardPath } from '../../../../shared/dashboard.ts';
import { escapeHtml } from '../../../../shared/escape-html.ts';

/** The same words as shared hashtagsIn: letters, digits, '_' and '-', at most 60. */
const TAG = /#([\p{L}\p{N}_-]{1,60})/gu;
/** A '#' right after one of these is not a hashtag (hashtagsIn: 'a#b', '&#39;', 'x/#y', '##'). */
const NOT_BEFORE_TAG = /[\w&/#]/;
/** Elements whose text is never linked: links (no link in a link), code spans and blocks. */
const SKIPPED_ELEMENT = /^<(\/?)(a|code|pre)(?=[\s>])/i;
const ENTITY_AT_END = /&(#?\w+);$/;

/** Whether a '#' preceded by this (escaped) text starts a hashtag. */
function startsTag(before: string): boolean {
  if (before === '') return true;
  const entity = ENTITY_AT_END.exec(before);
  // The escaped text's entities stand for one character each; only '&' may not precede a tag.
  if (entity) return entity[1] !== 'amp';
  return !NOT_BEFORE_TAG.test(before.charAt(before.length - 1));
}

function linkTagsInText(text: string, teamSlug: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const at = match.index;
    const tag = match[1] ?? '';
    if (!startsTag(text.slice(0, at))) continue;
    const href = escapeHtml(hashtagDashboardPath(teamSlug, tag.toLowerCase()));
    out += `${text.slice(last, at)}<a href="${href}" data-hashtag="${escapeHtml(tag.toLowerCase())}">#${tag}</a>`;
    last = at + match[0].length;
  }
  return out + text.slice(last);
}

/** The rendered answer with each hashtag linking to hashtagDashboardPath(teamSlug, tag). */
export function linkHashtags(html: string, teamSlug: string): string {
  if (!html.includes('#')) return html;
  let skipDepth = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        const element = SKIPPED_ELEMENT.exec(part);
        if (element) skipDepth = Math.max(0, skipDepth + (element[1] === '/' ? -1 : 1));
        return part;
      }
      return skipDepth > 0 || !part.includes('#') ? part : linkTagsInText(part, teamSlug);
    })
    .join('');
}
