import { Body1, Caption1, Link, Title3 } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import type { TPost } from '../../../../shared/content.ts';
import { formatLlll } from './format-llll.ts';
import { useWhatsNewStyles } from './whats-new-styles.ts';

/** The address of one note's full page. */
export const postHref = (post: TPost) => `/whats-new/${post.slug.current}/`;

/** One release note in the list (part 1 §2.11): title, date ('llll'), image with alt, excerpt, 'Read on'. */
export function PostCard({ post }: { post: TPost }) {
  const styles = useWhatsNewStyles();
  const to = postHref(post);
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <li className={styles.card}>
      {post.mainImage ? (
        <img className={styles.image} src={post.mainImage.asset.url} alt={post.mainImage.alt} loading="lazy" />
      ) : (
        <span />
      )}
      <article className={styles.cardText} aria-labelledby={`post-${post.slug.current}`}>
        <Title3 as="h3" className={styles.title} id={`post-${post.slug.current}`}>
          {post.title}
        </Title3>
        <Caption1 className={styles.date}>
          <time dateTime={post.publishedAt}>{formatLlll(post.publishedAt)}</time>
        </Caption1>
        <Body1 as="p">{post.excerpt}</Body1>
        <div>
          <Link
            href={href}
            aria-label={`Read on: ${post.title}`}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => follow(event)}
          >
            Read on
          </Link>
        </div>
      </article>
    </li>
  );
}
