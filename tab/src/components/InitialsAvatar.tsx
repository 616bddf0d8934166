/**
 * A person's round photo, or their initials on a neutral disc, drawn the way Fluent's Avatar
 * draws them (neutral colours). Fluent's Avatar also brings its presence badge and icons (about
 * 10 kB gzip); the check-in form, which must load fast, only needs the picture.
 */
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  avatar: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground6,
    color: tokens.colorNeutralForeground3,
    fontFamily: tokens.fontFamilyBase,
    fontWeight: tokens.fontWeightSemibold,
    userSelect: 'none',
  },
  image: { width: '100%', height: '100%', objectFit: 'cover' },
});

export interface TInitialsAvatarProps {
  initials: string;
  photoUrl?: string | null;
  /** Width and height in px. */
  size: number;
}

/** A decorative picture of a person (the name is always written next to it). */
export function InitialsAvatar({ initials, photoUrl, size }: TInitialsAvatarProps) {
  const styles = useStyles();
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
      aria-hidden="true"
    >
      {photoUrl ? <img className={styles.image} src={photoUrl} alt="" /> : initials}
    </span>
  );
}
