/**
 * What a link to /contact/ may preset: the topic (?topic=Billing) and the page the person came from
 * (?from=/trial-ended/, an in-site path only, so the email to support never names another site).
 */
import { CONTACT_LIMITS, CONTACT_TOPICS, type TContactTopic } from '../../../../shared/contact.ts';
import { safeNextPath } from '../../../../shared/safe-next-path.ts';

export interface TContactPreset {
  topic: TContactTopic;
  /** '' when the person did not come from a page of this site. */
  page: string;
}

/** The preset of the contact page's query string; anything unknown falls back to no preset. */
export function contactPreset(params: URLSearchParams): TContactPreset {
  const topic = params.get('topic');
  const from = params.get('from') ?? '';
  const page = from.length <= CONTACT_LIMITS.pageMax ? (safeNextPath(from) ?? '') : '';
  return {
    topic: CONTACT_TOPICS.find((known) => known === topic) ?? 'Question',
    page: page.length <= CONTACT_LIMITS.pageMax ? page : '',
  };
}
