/** One comment on an entry (spec part 3 §3 comment): who, when, the text with its line breaks. */
import { Body1, Body1Strong, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { TComment } from '../../../../shared/dashboard.ts';
import { formatInstantInZone, timeAgo } from './dashboard-time.ts';
import { EntryAvatar } from './EntryAvatar.tsx';

const useStyles = makeStyles({
  item: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, minWidth: 0 },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalS },
  time: { color: tokens.colorNeutralForeground3 },
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

export interface TCommentItemProps {
  comment: TComment;
  /** The viewer's zone, in which the time is given. */
  timeZone: string;
  onDelete(comment: TComment): void;
}

/** The time reads '5 minutes ago' for a week, then as a date; hovering shows it in the viewer's zone. */
export function CommentItem({ comment, timeZone, onDelete }: TCommentItemProps) {
  const styles = useStyles();
  const exact = formatInstantInZone(comment.created_at, timeZone);
  return (
    <li className={styles.item}>
      <EntryAvatar name={comment.name} photo={comment.photo} initials={comment.initials} size={28} />
      <div className={styles.main}>
        <div className={styles.meta}>
          <Body1Strong>{comment.name}</Body1Strong>
          <Caption1 className={styles.time}>
            <time dateTime={comment.created_at} title={exact}>
              {timeAgo(comment.created_at, new Date()) ?? exact}
            </time>
          </Caption1>
        </div>
        <Body1 as="p" className={styles.text}>
          {comment.comment}
        </Body1>
      </div>
      {comment.can_delete ? (
        <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => onDelete(comment)}>
          Delete
        </Button>
      ) : null}
    </li>
  );
}
