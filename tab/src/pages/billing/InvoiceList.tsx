import {
  Body1,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { BILLING_MESSAGES } from '../../../../shared/billing-api.ts';
import { failureMessage } from './billing-errors.ts';
import { formatCents, formatDay } from './billing-format.ts';
import { useInvoices } from './billing-queries.ts';

const STATUS_LABELS: Readonly<Record<string, string>> = {
  paid: 'Paid',
  open: 'Open',
  draft: 'Draft',
  void: 'Void',
  uncollectible: 'Uncollectible',
};

/** The account's invoices, newest first (part 2 §2.1, §8: 'Loading...', 'No invoices yet', 'Not available yet'). */
export function InvoiceList({ timeZone }: { timeZone?: string }) {
  const query = useInvoices();
  if (query.isPending) return <Body1 role="status">{BILLING_MESSAGES.invoicesLoading}</Body1>;
  if (query.isError) return <Body1 role="alert">{failureMessage(query.error)}</Body1>;
  const invoices = query.data.invoices;
  if (invoices.length === 0) return <Body1>{BILLING_MESSAGES.noInvoices}</Body1>;
  return (
    <Table aria-label="Invoices" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Invoice</TableHeaderCell>
          <TableHeaderCell>Period</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell>Total</TableHeaderCell>
          <TableHeaderCell>PDF</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow key={invoice.invoice_id}>
            <TableCell>{invoice.number ?? 'Draft'}</TableCell>
            <TableCell>
              {formatDay(invoice.period_start, timeZone)} – {formatDay(invoice.period_end, timeZone)}
            </TableCell>
            <TableCell>{STATUS_LABELS[invoice.status] ?? invoice.status}</TableCell>
            <TableCell>{formatCents(invoice.total)}</TableCell>
            <TableCell>
              {invoice.pdf_url === null ? (
                BILLING_MESSAGES.invoiceNotAvailable
              ) : (
                <Link
                  href={invoice.pdf_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Download PDF of invoice ${invoice.number ?? 'draft'} (opens in a new tab)`}
                >
                  Download PDF
                </Link>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
