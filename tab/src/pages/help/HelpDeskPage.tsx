/**
 * /help/ — the built-in Help Desk (spec part 1 §2.12; HELP_DESK_URL's default): every article of
 * content/help as a card, a search box filtering them as you type (the search is kept in the
 * address, ?q=, so it can be shared), 'Contact us', and the learning center and What's new.
 */
import { Body1, Caption1, SearchBox, Title1, Title3 } from '@fluentui/react-components';
import { BookQuestionMarkRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { THelpArticle } from '../../../../shared/content.ts';
import { HELP_DESK_MESSAGES, helpArticleHref } from '../../../../shared/help-desk.ts';
import { isPlannedHref } from '../../app/page-availability.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { helpArticlesQuery } from './help-queries.ts';
import { indexArticles, MAX_SEARCH_CHARS, searchArticles } from './help-search.ts';
import { useHelpStyles } from './help-styles.ts';
import { createSearchAddress } from './search-address.ts';
import { ContactLink } from './support-links.tsx';

const SEARCH_ID = 'help-search';

export default function HelpDeskPage({ route }: TPageProps) {
  useDocumentTitle(route.title);
  const query = useQuery(helpArticlesQuery());
  return <QueryGate query={query}>{({ articles }) => <HelpDesk articles={articles} />}</QueryGate>;
}

/** The learning center and release notes, when this server has them built. */
function MoreHelpLinks() {
  const styles = useHelpStyles();
  const links = [
    { to: '/onboarding/', label: 'Learning center' },
    { to: '/whats-new/', label: "What's new" },
  ].filter((link) => !isPlannedHref(link.to));
  return (
    <nav aria-label="More help">
      <ul className={styles.links}>
        <li>
          <ContactLink>Contact us</ContactLink>
        </li>
        {links.map((link) => (
          <li key={link.to}>
            <AppLink to={link.to}>{link.label}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function HelpDesk({ articles }: { articles: THelpArticle[] }) {
  const styles = useHelpStyles();
  const [params, setParams] = useSearchParams();
  const fromAddress = (params.get('q') ?? '').slice(0, MAX_SEARCH_CHARS);
  // The box is the source of truth while typing; the address follows it (a navigation per
  // keystroke would read a stale value and drop letters typed quickly).
  const [search, setSearch] = useState(fromAddress);
  const [address] = useState(() => createSearchAddress(fromAddress));
  const type = (value: string) => {
    setSearch(value);
    address.wrote(value);
    setParams(value === '' ? {} : { q: value }, { replace: true });
  };
  // The address changed from outside (the header's Help Desk link, Back): the box shows it.
  useEffect(() => {
    if (address.changedOutside(fromAddress)) setSearch(fromAddress);
  }, [address, fromAddress]);
  const index = useMemo(() => indexArticles(articles), [articles]);
  const found = useMemo(() => searchArticles(index, search), [index, search]);

  if (articles.length === 0) {
    return (
      <EmptyState
        card
        icon={<BookQuestionMarkRegular />}
        title="Help Desk"
        body="There are no help articles on this server yet."
        note="The people who run this Rollcall server can add them; until then, write to them."
        action={<ContactLink>Contact us</ContactLink>}
      />
    );
  }
  const searching = search.trim() !== '';
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <Title1 as="h1" className={styles.heading}>
          Help Desk
        </Title1>
        <Body1 as="p" className={styles.muted}>
          Answers to common questions about Rollcall. Can't find yours? Contact us and a person will answer.
        </Body1>
        <MoreHelpLinks />
      </header>
      <search className={styles.intro}>
        <label htmlFor={SEARCH_ID}>
          <Body1>Search the help articles</Body1>
        </label>
        <SearchBox
          id={SEARCH_ID}
          className={styles.search}
          placeholder="For example: time zones, vacation, export"
          value={search}
          maxLength={MAX_SEARCH_CHARS}
          onChange={(_event, data) => type(data.value)}
        />
        <Caption1 role="status" className={styles.muted}>
          {searching ? `${found.length} of ${articles.length} articles match.` : `${articles.length} articles.`}
        </Caption1>
      </search>
      {found.length === 0 ? (
        <EmptyStateNoMatch />
      ) : (
        <ul className={styles.list} aria-label={searching ? 'Matching articles' : 'Help articles'}>
          {found.map((article) => (
            <li key={article.slug} className={styles.card}>
              <Title3 as="h2" className={styles.heading}>
                <AppLink to={helpArticleHref(article.slug)}>{article.title}</AppLink>
              </Title3>
              <Body1 as="p" className={styles.muted}>
                {article.summary}
              </Body1>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function EmptyStateNoMatch() {
  const styles = useHelpStyles();
  return (
    <div className={styles.card}>
      <Body1 as="p">{HELP_DESK_MESSAGES.noMatches}</Body1>
      <Body1 as="p" className={styles.muted}>
        Try fewer or other words, or <ContactLink inline>ask us directly</ContactLink>.
      </Body1>
    </div>
  );
}
