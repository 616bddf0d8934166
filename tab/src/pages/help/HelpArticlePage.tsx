/**
 * /help/:slug — one help article: its title and summary, the text (HelpArticleBody), and where to
 * go when it did not answer the question. An unknown slug says so and leads back to the Help Desk.
 */
import { Body1, Title1 } from '@fluentui/react-components';
import { DocumentSearchRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { THelpArticle } from '../../../../shared/content.ts';
import { BUILT_IN_HELP_DESK, HELP_DESK_MESSAGES } from '../../../../shared/help-desk.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { HelpArticleBody } from './HelpArticleBody.tsx';
import { helpArticleQuery } from './help-queries.ts';
import { useHelpStyles } from './help-styles.ts';
import { ContactLink } from './support-links.tsx';

export default function HelpArticlePage({ route }: TPageProps) {
  const slug = useParams().slug ?? '';
  const query = useQuery(helpArticleQuery(slug));
  useDocumentTitle(query.data ? `${query.data.title} | ${route.title}` : route.title);
  return (
    <QueryGate query={query} notFound={<UnknownArticle />}>
      {(article) => <Article article={article} />}
    </QueryGate>
  );
}

function UnknownArticle() {
  return (
    <EmptyState
      card
      icon={<DocumentSearchRegular />}
      title="Help article not found"
      body={HELP_DESK_MESSAGES.unknownArticle}
      note="The link may be old, or the article was renamed."
      action={<AppLink to={BUILT_IN_HELP_DESK}>Go to the Help Desk</AppLink>}
    />
  );
}

function Article({ article }: { article: THelpArticle }) {
  const styles = useHelpStyles();
  return (
    <div className={styles.page}>
      <nav aria-label="Breadcrumb">
        <AppLink to={BUILT_IN_HELP_DESK}>Help Desk</AppLink>
      </nav>
      <article className={styles.article} aria-labelledby="help-article-title">
        <header className={styles.intro}>
          <Title1 as="h1" id="help-article-title" className={styles.heading}>
            {article.title}
          </Title1>
          <Body1 as="p" className={styles.muted}>
            {article.summary}
          </Body1>
        </header>
        <HelpArticleBody markdown={article.body} />
        <footer className={styles.footer}>
          <Body1 as="p">
            Did this not answer your question? <ContactLink inline>Contact us</ContactLink> and a person will reply, or{' '}
            <AppLink to={BUILT_IN_HELP_DESK} inline>
              see every article
            </AppLink>
            .
          </Body1>
        </footer>
      </article>
    </div>
  );
}
