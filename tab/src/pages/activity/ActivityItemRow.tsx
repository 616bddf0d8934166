/**
 * One item of the team activity feed (spec part 3 §2.11): the member's picture or initials, the
 * sentence of its verb, its time on the viewer's clock and where it leads; check-ins coloured by
 * goal completed or blocker (with a word, never colour alone); a platform error with its help link.
 * Every text is plain text: member and tool words are never HTML.
 */
import {
  Badge,
  type BadgeProps,
  Body1,
  Caption1,
  Link,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { TActivityItem } from '../../../../shared/activity.ts';
import { initialsOf } from '../../../../shared/checkins.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { InitialsAvatar } from '../../components/InitialsAvatar.tsx';
import { helpUrlOf, safeItemUrl, sentenceOf, type TActivityTone, timeLabel, toneOf } from './activity-format.ts';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderLeft: `4px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  goal: { borderLeftColor: tokens.colorPaletteGreenBorder2 },
  blocked: { borderLeftColor: tokens.colorPaletteRedBorder2 },
  away: { borderLeftColor: tokens.colorPaletteYellowBorder2 },
  error: { borderLeftColor: tokens.colorPaletteDarkOrangeBorder2, backgroundColor: tokens.colorPaletteRedBackground1 },
  plain: {},
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flex: '1 1 auto', minWidth: 0 },
  sentence: { margin: 0, overflowWrap: 'anywhere' },
  actor: { fontWeight: tokens.fontWeightSemibold },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
});

const TONE_BADGES: Partial<Record<TActivityTone, { label: string; color: BadgeProps['color'] }>> = {
  goal: { label: 'Goal completed', color: 'success' },
  blocked: { label: 'Blocked', color: 'danger' },
  away: { label: 'Away', color: 'warning' },
  error: { label: 'Delivery failed', color: 'danger' },
};

/** Where the item leads, in words that say where. */
function linkText(item: TActivityItem): string {
  if (item.verb === 'checked-in' || item.verb === 'updated-check-in' || item.verb === 'on-vacation')
    return 'Open the dashboard';
  return 'Open';
}

export function ActivityItemRow({ item, timeZone }: { item: TActivityItem; timeZone: string }) {
  const styles = useStyles();
  const tone = toneOf(item);
  const { actor, phrase } = sentenceOf(item);
  const link = safeItemUrl(item);
  const badge = TONE_BADGES[tone];
  return (
    <li className={mergeClasses(styles.row, styles[tone])}>
      <InitialsAvatar initials={initialsOf(item.actor.name)} photoUrl={item.actor.photo} size={32} />
      <div className={styles.body}>
        <Body1 as="p" className={styles.sentence}>
          {actor === null ? null : <span className={styles.actor}>{actor} </span>}
          {phrase}
        </Body1>
        <div className={styles.meta}>
          <Caption1>
            <time dateTime={item.date}>{timeLabel(item.date, timeZone)}</time>
          </Caption1>
          {badge ? (
            <Badge appearance="tint" color={badge.color} shape="rounded" size="small">
              {badge.label}
            </Badge>
          ) : null}
          {link === null ? null : link.external ? (
            <Link href={link.href} target="_blank" rel="noopener noreferrer">
              {linkText(item)}
            </Link>
          ) : (
            <AppLink to={link.href}>{linkText(item)}</AppLink>
          )}
          {item.verb === 'platform-error' ? (
            helpUrlOf(item).startsWith('/') ? (
              <AppLink to={helpUrlOf(item)}>Get help with this error</AppLink>
            ) : (
              <Link href={helpUrlOf(item)} target="_blank" rel="noopener noreferrer">
                Get help with this error
              </Link>
            )
          ) : null}
        </div>
      </div>
    </li>
  );
}
