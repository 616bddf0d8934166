import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground2 },
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
});

/** The password guidance shown beside every new-password field (part 2 §2.3); the server enforces it. */
export function PasswordRules({ id }: { id?: string }) {
  const styles = useStyles();
  return (
    <div id={id} className={styles.root}>
      Your password:
      <ul className={styles.list}>
        <li>must contain at least 8 characters,</li>
        <li>can't be entirely numeric,</li>
        <li>can't be too similar to your email or name,</li>
        <li>can't be a commonly used password.</li>
      </ul>
    </div>
  );
}
