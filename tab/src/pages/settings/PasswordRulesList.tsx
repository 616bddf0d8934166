import { makeStyles, tokens } from '@fluentui/react-components';

/** The password rules shown beside the password form (spec part 2 §2.3). */
export const PASSWORD_RULES = [
  "Your password can't be too similar to your other personal information.",
  'Your password must contain at least 8 characters.',
  "Your password can't be a commonly used password.",
  "Your password can't be entirely numeric.",
] as const;

const useStyles = makeStyles({
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
  },
});

export function PasswordRulesList({ id }: { id?: string }) {
  const styles = useStyles();
  return (
    <ul id={id} className={styles.list}>
      {PASSWORD_RULES.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  );
}
