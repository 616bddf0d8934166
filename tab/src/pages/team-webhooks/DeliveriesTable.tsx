import {
  Badge,
  Body1,
  Caption1,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { TOutgoingDelivery } from '../../../../shared/outgoing-webhooks.ts';
import { useOptionalLoadedState } from '../../app/loaded-state.tsx';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  error: { display: 'block', color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere', maxWidth: '360px' },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
});

const STATUS_BADGE: Record<
  TOutgoingDelivery['status'],
  { label: string; color: 'success' | 'danger' | 'informative' }
> = {
  queued: { label: 'Queued', color: 'informative' },
  sending: { label: 'Sending', color: 'informative' },
  delivered: { label: 'Delivered', color: 'success' },
  failed: { label: 'Failed', color: 'danger' },
};

/** When a delivery was made, on the viewer's clock (the column header names the zone). */
export function deliveryTimeLabel(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(new Date(iso));
}

/** The endpoint's recent deliveries: event, time, status (with the receiver's error), code, attempts. */
export function DeliveriesTable({ deliveries, url }: { deliveries: TOutgoingDelivery[]; url: string }) {
  const styles = useStyles();
  // The viewer's own zone, as the activity feed and the dashboards show times (not the browser's).
  const timeZone = useOptionalLoadedState()?.user?.time_zone ?? 'UTC';
  if (deliveries.length === 0) {
    return (
      <Body1 as="p" className={styles.empty}>
        No deliveries yet. Send a test event to try the endpoint.
      </Body1>
    );
  }
  return (
    <div className={styles.scroll}>
      <Table size="small" aria-label={`Recent deliveries to ${url}`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Event</TableHeaderCell>
            <TableHeaderCell>Time ({timeZone})</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
            <TableHeaderCell>Code</TableHeaderCell>
            <TableHeaderCell>Attempts</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {deliveries.map((delivery) => {
            const badge = STATUS_BADGE[delivery.status];
            return (
              <TableRow key={delivery.id}>
                <TableCell>{delivery.event}</TableCell>
                <TableCell>
                  <time dateTime={delivery.created_at}>{deliveryTimeLabel(delivery.created_at, timeZone)}</time>
                </TableCell>
                <TableCell>
                  <Badge appearance="tint" color={badge.color}>
                    {badge.label}
                  </Badge>
                  {delivery.last_error && delivery.status !== 'delivered' ? (
                    <Caption1 className={styles.error}>{delivery.last_error}</Caption1>
                  ) : null}
                </TableCell>
                <TableCell>{delivery.last_status_code ?? '—'}</TableCell>
                <TableCell>{delivery.attempts}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
