import { Body1, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { SAVINGS, savingsEstimate } from '../../../../shared/plans.ts';
import { formatWholeDollars } from './billing-format.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  figures: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL, margin: 0 },
  figure: { display: 'flex', flexDirection: 'column', margin: 0 },
  amount: { margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: 1.2 },
  note: { color: tokens.colorNeutralForeground2 },
  heading: { margin: 0 },
});

/** The savings estimate for the seats chosen (part 2 §9): meetings replaced by written check-ins. */
export function SavingsPanel({ seats }: { seats: number }) {
  const styles = useStyles();
  const { monthly, yearly } = savingsEstimate(seats);
  return (
    <section className={styles.root} aria-labelledby="savings-title">
      <Subtitle2 as="h3" id="savings-title" className={styles.heading}>
        Your estimated savings with {seats} {seats === 1 ? 'user' : 'users'}
      </Subtitle2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>
            <Caption1>Per month</Caption1>
          </dt>
          <dd className={styles.amount}>{formatWholeDollars(monthly)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>
            <Caption1>Per year</Caption1>
          </dt>
          <dd className={styles.amount}>{formatWholeDollars(yearly)}</dd>
        </div>
      </dl>
      <Body1 className={styles.note}>
        Five 30-minute stand-up meetings a week replaced by 1.5-minute check-ins, at ${SAVINGS.hourlyRate} an hour, less
        ${SAVINGS.licencePerUser} per user for the licence.
      </Body1>
    </section>
  );
}
