/**
 * The HTML of the fake's hosted pages: the checkout page a session's url opens (title 'Stripe
 * Checkout (test stand-in)', the price, the quantity, a Pay button and a Cancel link), the page for
 * a session that can no longer be paid, and an invoice's hosted page. Small and accessible: one
 * h1, a labelled summary, a real form button, a language.
 */
import type Stripe from 'stripe';
import type { TSessionRecord } from './state.ts';

export const CHECKOUT_TITLE = 'Stripe Checkout (test stand-in)';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** $1,234.50 from cents. */
export function money(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}
button{font-size:1rem;padding:.5rem 1.5rem;background:#0a5cc2;color:#fff;border:0;border-radius:4px}
a{color:#0a4fa8}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** The checkout page of an open session. */
export function checkoutPage(record: TSessionRecord): string {
  const { session } = record;
  const cancel = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>` : '';
  if (session.mode === 'setup') {
    return layout(
      CHECKOUT_TITLE,
      `<h1>${CHECKOUT_TITLE}</h1>
<p>Save a new card for future payments.</p>
<form method="post" action="/c/pay/${escapeHtml(session.id)}">
<p><button type="submit">Save card</button></p>
</form>
${cancel}`,
    );
  }
  const line = record.lines[0];
  const price = line?.price;
  const interval = price?.recurring?.interval ?? 'month';
  const unit = money(price?.unit_amount ?? 0, price?.currency);
  const discount = session.total_details?.amount_discount ?? 0;
  return layout(
    CHECKOUT_TITLE,
    `<h1>${CHECKOUT_TITLE}</h1>
<p>Subscribe to ${escapeHtml(price?.nickname ?? 'the plan')}</p>
<dl aria-label="Order summary">
<dt>Price</dt><dd>${unit} per seat per ${escapeHtml(interval)}</dd>
<dt>Quantity</dt><dd>${line?.quantity ?? 0}</dd>
${discount ? `<dt>Discount</dt><dd>−${money(discount, price?.currency)}</dd>` : ''}
<dt>Total due today</dt><dd>${money(session.amount_total ?? 0, price?.currency)}</dd>
</dl>
<form method="post" action="/c/pay/${escapeHtml(session.id)}">
<p><button type="submit">Pay</button></p>
</form>
${cancel}`,
  );
}

/** The page for a session that is complete or expired. */
export function closedSessionPage(session: Stripe.Checkout.Session): string {
  const why =
    session.status === 'complete' ? 'This checkout is already complete.' : 'This checkout session has expired.';
  const back = session.cancel_url
    ? `<p><a href="${escapeHtml(session.cancel_url)}">Return to the merchant</a></p>`
    : '';
  return layout(CHECKOUT_TITLE, `<h1>${CHECKOUT_TITLE}</h1>\n<p>${why}</p>\n${back}`);
}

/** An invoice's hosted page (hosted_invoice_url). */
export function invoicePage(invoice: Stripe.Invoice): string {
  const rows = invoice.lines.data
    .map(
      (line) => `<tr><td>${escapeHtml(line.description ?? '')}</td><td>${money(line.amount, line.currency)}</td></tr>`,
    )
    .join('\n');
  return layout(
    `Invoice ${invoice.number ?? ''}`,
    `<h1>Invoice ${escapeHtml(invoice.number ?? '')}</h1>
<p>Status: ${escapeHtml(invoice.status ?? 'draft')}</p>
<table><caption>Invoice lines</caption><thead><tr><th scope="col">Description</th><th scope="col">Amount</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<p>Total: ${money(invoice.total, invoice.currency)}</p>
${invoice.invoice_pdf ? `<p><a href="${escapeHtml(invoice.invoice_pdf)}">Download PDF</a></p>` : ''}`,
  );
}

/** A one-page PDF naming the invoice, for invoice_pdf links. */
export function invoicePdf(invoice: Stripe.Invoice): Buffer {
  const text = `Invoice ${invoice.number ?? ''} total ${money(invoice.total, invoice.currency)}`.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
