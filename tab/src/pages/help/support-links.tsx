/**
 * The ways to help that other pages offer ('Contact us', 'Chat with us', 'Suggest a template', a
 * written guide): the contact page of this server, remembering where the person was, and the help
 * desk, which is the built-in one (/help/) unless HELP_DESK_URL names another site.
 */
import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { contactPageHref, type TContactTopic } from '../../../../shared/contact.ts';
import { helpArticleHref } from '../../../../shared/help-desk.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { AppLink } from '../../components/AppLink.tsx';

/** Whether HELP_DESK_URL is a page of this server (the built-in help desk) rather than another site. */
export function isBuiltInHelpDesk(helpDeskUrl: string): boolean {
  return helpDeskUrl.startsWith('/') && !helpDeskUrl.startsWith('//');
}

/** The contact page's address with a topic chosen and the current page remembered. */
export function useContactHref(topic?: TContactTopic): string {
  const location = useLocation();
  return contactPageHref({ topic, from: `${location.pathname}${location.search}` });
}

/** A link to the contact page (inside the app), remembering where the person was. */
export function ContactLink({
  topic,
  inline,
  children,
}: {
  topic?: TContactTopic;
  inline?: boolean;
  children: ReactNode;
}) {
  return (
    <AppLink to={useContactHref(topic)} inline={inline}>
      {children}
    </AppLink>
  );
}

/**
 * A link to a help article: on the built-in help desk the article itself, on another help desk
 * (HELP_DESK_URL) its front page, in a new tab since it is another site.
 */
export function HelpArticleLink({ slug, inline, children }: { slug: string; inline?: boolean; children: ReactNode }) {
  const { help_desk_url } = useLoadedState().config;
  if (isBuiltInHelpDesk(help_desk_url)) {
    return (
      <AppLink to={helpArticleHref(slug)} inline={inline}>
        {children}
      </AppLink>
    );
  }
  return (
    <Link href={help_desk_url} target="_blank" rel="noopener noreferrer" inline={inline}>
      {children} (opens in a new tab)
    </Link>
  );
}
