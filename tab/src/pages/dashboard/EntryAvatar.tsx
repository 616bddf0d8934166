/**
 * A member's photo or initials with the goal and blocker dots (spec part 3 §2.7: green when the goal
 * is completed, red when blocked), each dot named for screen readers and on hover.
 */
import { Avatar, type AvatarProps, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  wrap: { position: 'relative', display: 'inline-flex', flexShrink: 0 },
  // Members who have not answered: a grey photo, or neutral initials (readable, 4.5:1 and more).
  fadedPhoto: { filter: 'grayscale(1)', opacity: 0.7 },
  dot: {
    position: 'absolute',
    right: '-2px',
    width: '12px',
    height: '12px',
    borderRadius: tokens.borderRadiusCircular,
    border: `2px solid ${tokens.colorNeutralBackground1}`,
    boxSizing: 'border-box',
  },
  goal: { bottom: '-2px', backgroundColor: tokens.colorPaletteGreenBackground3 },
  blocked: { top: '-2px', backgroundColor: tokens.colorPaletteRedBackground3 },
});

export interface TEntryAvatarProps {
  name: string;
  photo: string | null;
  initials: string;
  goalCompleted?: boolean;
  blocked?: boolean;
  size?: AvatarProps['size'];
  faded?: boolean;
}

/** The avatar is decorative (the name is written beside it); the dots say what they mean. */
export function EntryAvatar({ name, photo, initials, goalCompleted, blocked, size = 40, faded }: TEntryAvatarProps) {
  const styles = useStyles();
  return (
    <span className={mergeClasses(styles.wrap, faded && photo !== null && styles.fadedPhoto)}>
      <Avatar
        name={name}
        initials={initials === '' ? undefined : initials}
        image={photo === null ? undefined : { src: photo, alt: '' }}
        color={faded ? 'neutral' : 'colorful'}
        size={size}
        aria-hidden="true"
      />
      {goalCompleted ? (
        <span
          role="img"
          aria-label="Goal completed"
          title="Goal completed"
          className={mergeClasses(styles.dot, styles.goal)}
        />
      ) : null}
      {blocked ? (
        <span role="img" aria-label="Blocked" title="Blocked" className={mergeClasses(styles.dot, styles.blocked)} />
      ) : null}
    </span>
  );
}
