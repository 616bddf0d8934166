import { makeStyles, mergeClasses, Tooltip, tokens } from '@fluentui/react-components';
import { MegaphoneRegular } from '@fluentui/react-icons';
import type { TNavLink } from '../../../../shared/navigation.ts';
import { usePosts } from '../../pages/whats-new/posts-queries.ts';
import { isUnread, useSeenPosts } from '../../pages/whats-new/seen-posts.ts';
import { useLinkProps } from './link-props.ts';

const useStyles = makeStyles({
  link: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalXS,
    minWidth: '32px',
    height: '32px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  icon: { fontSize: '20px' },
  dot: {
    position: 'absolute',
    top: '4px',
    left: '20px',
    width: '8px',
    height: '8px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteRedBackground3,
    outline: `2px solid ${tokens.colorNeutralBackground1}`,
  },
  row: { justifyContent: 'flex-start', width: '100%', height: 'auto', padding: `${tokens.spacingVerticalS} 0` },
});

/**
 * The header's way to the release notes (the spec's announcements widget): a megaphone whose
 * label is its tooltip and accessible name (written out in the mobile menu), with a dot while a
 * note is newer than the newest this browser has seen.
 */
export function WhatsNewLink({
  link,
  showLabel = false,
  onNavigate,
}: {
  link: TNavLink;
  showLabel?: boolean;
  onNavigate?: () => void;
}) {
  const styles = useStyles();
  const anchor = useLinkProps(link, onNavigate);
  const posts = usePosts();
  const unread = isUnread(posts.data?.[0]?.publishedAt, useSeenPosts());
  const name = unread ? `${link.label} (new release notes)` : link.label;
  const element = (
    <a
      {...anchor}
      href={anchor.href}
      className={mergeClasses(styles.link, showLabel && styles.row)}
      aria-label={showLabel ? undefined : name}
    >
      <MegaphoneRegular className={styles.icon} aria-hidden="true" />
      {unread ? <span className={styles.dot} aria-hidden="true" /> : null}
      {showLabel ? name : null}
    </a>
  );
  if (showLabel) return element;
  return (
    <Tooltip content={name} relationship="label" withArrow>
      {element}
    </Tooltip>
  );
}
