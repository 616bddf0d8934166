/**
 * The release notes (spec part 1 §2.11): 'What's new', the Product Updates and Internal Updates
 * categories, newest first, each note with its date, image, excerpt and 'Read on'; a feedback
 * link, 'Loading...' while they load. Opening the page marks every note as seen (the header's dot).
 */
import { Body1, Title1, Title2 } from '@fluentui/react-components';
import { MegaphoneRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { POST_CATEGORIES, type TPost } from '../../../../shared/content.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import { FeedbackLink } from './FeedbackLink.tsx';
import { PostCard } from './PostCard.tsx';
import { usePosts } from './posts-queries.ts';
import { markPostsSeen } from './seen-posts.ts';
import { useWhatsNewStyles } from './whats-new-styles.ts';

export default function WhatsNewPage() {
  const query = usePosts();
  return <QueryGate query={query}>{(posts) => <ReleaseNotes posts={posts} />}</QueryGate>;
}

function ReleaseNotes({ posts }: { posts: TPost[] }) {
  const styles = useWhatsNewStyles();
  const newest = posts[0]?.publishedAt;
  useEffect(() => {
    if (newest !== undefined) markPostsSeen(newest);
  }, [newest]);

  if (posts.length === 0) {
    return (
      <EmptyState
        card
        icon={<MegaphoneRegular />}
        title="What's new"
        body="There are no release notes yet. New features and changes are announced here."
        action={<FeedbackLink />}
      />
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <Title1 as="h1" className={styles.heading}>
          What's new
        </Title1>
        <Body1 as="p" className={styles.muted}>
          What changed in Rollcall, newest first: Product Updates are what you can now do, Internal Updates how Rollcall
          is run and kept safe.
        </Body1>
        <div className={styles.links}>
          <FeedbackLink />
        </div>
      </header>
      {POST_CATEGORIES.map((category) => {
        const inCategory = posts.filter((post) => post.category === category);
        const id = `category-${category.toLowerCase().replace(/\s+/g, '-')}`;
        return (
          <section key={category} className={styles.section} aria-labelledby={id}>
            <Title2 as="h2" id={id} className={styles.heading}>
              {category}
            </Title2>
            {inCategory.length === 0 ? (
              <Body1 as="p" className={styles.muted}>
                No {category.toLowerCase()} yet.
              </Body1>
            ) : (
              <ul className={styles.list}>
                {inCategory.map((post) => (
                  <PostCard key={post.slug.current} post={post} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
