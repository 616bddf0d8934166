import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import type { TChangePreview } from '../../../../shared/billing-api.ts';
import { formatCents, formatMoment } from './billing-format.ts';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    maxWidth: '640px',
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
});

/**
 * What a seat or plan change costs (part 2 §3 preview): charged now (prorated; a negative amount
 * is a credit), and the next invoice with its date and zone.
 */
export function ChangePreview({ preview, timeZone }: { preview: TChangePreview; timeZone: string }) {
  const styles = useStyles();
  const now =
    preview.cost_now < 0
      ? `${formatCents(-preview.cost_now)} credit on your next invoice`
      : preview.invoice_now
        ? `${formatCents(preview.cost_now)}, charged about an hour after you confirm`
        : `${formatCents(preview.cost_now)}, added to your next invoice`;
  return (
    <dl className={styles.root} aria-label="Preview of the change" aria-live="polite">
      <dt className={styles.term}>
        <Body1>Prorated for this cycle</Body1>
      </dt>
      <dd className={styles.value}>{now}</dd>
      <dt className={styles.term}>
        <Body1>Next invoice</Body1>
      </dt>
      <dd className={styles.value}>
        {formatCents(preview.cost_next)}
        {preview.next_invoice_date === null ? '' : ` on ${formatMoment(preview.next_invoice_date, timeZone)}`}
      </dd>
    </dl>
  );
}
