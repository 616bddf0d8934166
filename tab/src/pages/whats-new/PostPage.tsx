/** One release note in full (/whats-new/:slug/, the spec's 'Read on'), with the way back to the list. */
import { Caption1, Title1 } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useParams } from 'react-router';
import type { TPost } from '../../../../shared/content.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { ContentMarkdown } from '../../components/ContentMarkdown.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import { FeedbackLink } from './FeedbackLink.tsx';
import { formatLlll } from './format-llll.ts';
import { usePosts } from './posts-queries.ts';
import { useWhatsNewStyles } from './whats-new-styles.ts';

export default function PostPage() {
  const { slug } = useParams();
  const query = usePosts();
  return (
    <QueryGate query={query}>
      {(posts) => {
        const post = posts.find((candidate) => candidate.slug.current === slug);
        return post ? (
          <FullPost post={post} />
        ) : (
          <EmptyState
            card
            title="This release note does not exist"
            body="It may have been renamed or removed. Every current note is on the What's new page."
            action={<AppLink to="/whats-new/">See what's new</AppLink>}
          />
        );
      }}
    </QueryGate>
  );
}

function FullPost({ post }: { post: TPost }) {
  const styles = useWhatsNewStyles();
  useDocumentTitle(post.title);
  return (
    <div className={styles.page}>
      <div>
        <AppLink to="/whats-new/">
          <ArrowLeftRegular aria-hidden="true" /> All release notes
        </AppLink>
      </div>
      <article className={styles.article} aria-labelledby="post-title">
        <header className={styles.intro}>
          <Caption1 className={styles.date}>{post.category}</Caption1>
          <Title1 as="h1" id="post-title" className={styles.heading}>
            {post.title}
          </Title1>
          <Caption1 className={styles.date}>
            <time dateTime={post.publishedAt}>{formatLlll(post.publishedAt)}</time>
          </Caption1>
        </header>
        {post.mainImage ? (
          <img className={styles.image} src={post.mainImage.asset.url} alt={post.mainImage.alt} />
        ) : null}
        <ContentMarkdown markdown={post.body} />
        <div className={styles.links}>
          <FeedbackLink />
        </div>
      </article>
    </div>
  );
}
