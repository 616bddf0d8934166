import { Body1 } from '@fluentui/react-components';
import { WEBHOOK_SIGNATURE } from '../../../../shared/outgoing-webhooks.ts';
import { CodeBlock } from '../../components/CodeBlock.tsx';

const SAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (a string), before any JSON parsing.
function verifyRollcall(headers, rawBody, secret) {
  const timestamp = headers['rollcall-timestamp'];
  const given = Buffer.from(headers['rollcall-signature'] ?? '');
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > ${WEBHOOK_SIGNATURE.toleranceSeconds}) return false; // a replay
  const hex = createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest('hex');
  const wanted = Buffer.from(\`v1=\${hex}\`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
// Then answer 2xx quickly, and skip an event whose Rollcall-Delivery id you already handled.`;

/** How a receiver checks that an event came from Rollcall (the scheme of shared/outgoing-webhooks.ts). */
export function VerifySignatureDoc() {
  return (
    <>
      <Body1 as="p">
        Every event is a POST of JSON <code>{'{ id, event, created_at, data }'}</code> with the headers{' '}
        <code>{WEBHOOK_SIGNATURE.eventHeader}</code>, <code>{WEBHOOK_SIGNATURE.deliveryHeader}</code> (the event id, the
        same on every retry), <code>{WEBHOOK_SIGNATURE.timestampHeader}</code> (unix seconds) and{' '}
        <code>{WEBHOOK_SIGNATURE.signatureHeader}</code>: <code>v1=</code> followed by the hex HMAC-SHA256 of{' '}
        <code>{'<timestamp>.<raw body>'}</code> with the endpoint’s secret. A 5xx, 408 or 429 answer, or none within 10
        seconds, is retried with backoff for about 30 minutes; redirects are not followed, and other 3xx and 4xx answers
        are not retried. An event may arrive more than once: skip a delivery id you already handled.
      </Body1>
      <CodeBlock>{SAMPLE}</CodeBlock>
    </>
  );
}
