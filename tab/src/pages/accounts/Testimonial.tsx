import { Body1, Caption1, Card, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  card: {
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '320px',
    padding: tokens.spacingHorizontalXXL,
    gap: tokens.spacingVerticalM,
    backgroundColor: tokens.colorBrandBackground2,
    // Below the form on narrow screens: as wide as the form card.
    '@media (max-width: 900px)': { maxWidth: '420px' },
  },
  heading: { margin: 0 },
  quote: { margin: 0, fontStyle: 'italic' },
  points: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, color: tokens.colorNeutralForeground2 },
  who: { color: tokens.colorNeutralForeground2 },
});

/** The customer quote beside the signup form (part 1 §2.4), with what the trial includes. */
export function Testimonial() {
  const styles = useStyles();
  return (
    <Card className={styles.card} appearance="filled" aria-label="What customers say">
      <Subtitle2 as="h2" className={styles.heading}>
        Standups that run themselves
      </Subtitle2>
      <blockquote className={styles.quote}>
        <Body1>
          “Our daily standup used to eat half an hour of everyone's morning. Now people check in from chat when it suits
          them, and I read the whole team's updates in five minutes.”
        </Body1>
      </blockquote>
      <Caption1 className={styles.who}>— An engineering manager at a 40-person software company</Caption1>
      <ul className={styles.points}>
        <li>
          <Caption1>A free 30-day trial for your whole team</Caption1>
        </li>
        <li>
          <Caption1>Microsoft Teams, Slack, Webex or plain email</Caption1>
        </li>
      </ul>
    </Card>
  );
}
