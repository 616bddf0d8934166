import {
  Body1,
  Button,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, OpenRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { BILLING_MESSAGES, type TBillingContext } from '../../../../shared/billing-api.ts';
import { DEFAULT_SEATS, MIN_SEATS } from '../../../../shared/plans.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { BillingRefusal, failureMessage } from './billing-errors.ts';
import { marketplaceAction } from './billing-queries.ts';
import { SeatsField } from './SeatsField.tsx';
import { parseSeats } from './seat-input.ts';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  field: { minWidth: '160px' },
  count: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: 1 },
  total: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

type TOutcome = { kind: 'idle' } | { kind: 'pending' } | { kind: 'ok'; msg: string } | { kind: 'failed'; msg: string };

/** Runs a marketplace action and answers what to show (the server's msg; the spec's words on failure). */
async function outcomeOf(run: () => ReturnType<typeof marketplaceAction>, failure?: string): Promise<TOutcome> {
  try {
    const answer = await run();
    if (!answer.ok) throw new BillingRefusal(answer.msg);
    return { kind: 'ok', msg: answer.msg };
  } catch (error) {
    return { kind: 'failed', msg: failure ?? failureMessage(error) };
  }
}

/** Licensed users: the count, the number input (minimum the current count) and Change seats. */
function MarketplaceSeats({ quantity }: { quantity: number | null }) {
  const styles = useStyles();
  const current = quantity ?? DEFAULT_SEATS;
  const [text, setText] = useState(String(current));
  const [inputError, setInputError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<TOutcome>({ kind: 'idle' });
  const minimum = quantity ?? MIN_SEATS;
  const onChangeSeats = async () => {
    const seats = parseSeats(text, minimum);
    if (!seats.ok) {
      setInputError(seats.message.startsWith('Your reports') ? `Enter at least ${minimum} seats.` : seats.message);
      return;
    }
    setOutcome({ kind: 'pending' });
    setOutcome(
      await outcomeOf(() => marketplaceAction({ action: 'change-quantity', billed_participants: seats.seats })),
    );
  };
  return (
    <>
      <div className={styles.total}>
        <span className={styles.count}>{current}</span>
        <Body1>licensed users</Body1>
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <SeatsField
            label="Licensed users"
            value={text}
            onChange={(value) => {
              setText(value);
              setInputError(undefined);
            }}
            min={minimum}
            error={inputError}
          />
        </div>
        <Button appearance="primary" onClick={() => void onChangeSeats()} disabled={outcome.kind === 'pending'}>
          {outcome.kind === 'pending' ? 'Changing...' : 'Change seats'}
        </Button>
      </div>
      {outcome.kind === 'ok' ? (
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody role="status">{outcome.msg}</MessageBarBody>
        </MessageBar>
      ) : null}
      {outcome.kind === 'failed' ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody role="alert">{outcome.msg}</MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}

/**
 * Cancel subscription with an inline confirm (part 2 §2.1): Microsoft processes it; the page
 * reloads when its message is closed. A failure says 'Something went wrong. Please contact support.'
 */
function MarketplaceCancel() {
  const styles = useStyles();
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<TOutcome>({ kind: 'idle' });
  const onCancel = async () => {
    setOutcome({ kind: 'pending' });
    setOutcome(await outcomeOf(() => marketplaceAction({ action: 'request-cancel' }), BILLING_MESSAGES.somethingWrong));
    setAsking(false);
  };
  if (outcome.kind === 'ok') {
    return (
      <MessageBar intent="success" layout="multiline">
        <MessageBarBody role="status">{outcome.msg}</MessageBarBody>
        <MessageBarActions
          containerAction={
            <Button
              appearance="transparent"
              aria-label="Close the message and reload the page"
              icon={<DismissRegular />}
              onClick={() => window.location.reload()}
            />
          }
        />
      </MessageBar>
    );
  }
  return (
    <>
      {asking ? (
        <div>
          <Body1 as="p">
            Cancel your Rollcall subscription? Microsoft stops billing it and your organization loses access to the paid
            features.
          </Body1>
          <div className={styles.actions}>
            <Button appearance="primary" onClick={() => void onCancel()} disabled={outcome.kind === 'pending'}>
              {outcome.kind === 'pending' ? 'Cancelling...' : 'Yes, cancel subscription'}
            </Button>
            <Button onClick={() => setAsking(false)} disabled={outcome.kind === 'pending'}>
              Keep subscription
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button onClick={() => setAsking(true)}>Cancel subscription</Button>
        </div>
      )}
      {outcome.kind === 'failed' ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody role="alert">{outcome.msg}</MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}

/**
 * The Microsoft-managed licence page (part 2 §2.1 "Marketplace"): licensed users and Change
 * seats, the admin portal of the subscription, the usage page, proration notes and Cancel.
 */
export function MarketplaceView({ context }: { context: TBillingContext }) {
  const styles = useStyles();
  const subscription = context.marketplace;
  if (subscription === null) {
    return (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>{BILLING_MESSAGES.invalidMarketplaceSubscription}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <>
      <SettingsSection
        title="Licensed users"
        intro={`Your subscription "${subscription.name}" is billed through the Microsoft marketplace.`}
      >
        <MarketplaceSeats quantity={subscription.quantity} />
        <ul className={styles.list}>
          <li>
            <Body1>Microsoft prorates a change for the rest of your billing term.</Body1>
          </li>
          <li>
            <Body1>More users are charged on your next Microsoft invoice; fewer users are credited there.</Body1>
          </li>
        </ul>
      </SettingsSection>
      <SettingsSection title="Manage in Microsoft">
        <Body1>
          <Link href={subscription.admin_portal_url} target="_blank" rel="noopener noreferrer" inline>
            Open this subscription in the Microsoft 365 admin center (opens in a new tab)
            <OpenRegular aria-hidden="true" />
          </Link>
        </Body1>
        <Body1>
          See who is active in which team on{' '}
          <AppLink to="/accounts/settings/general/" inline>
            Organization usage
          </AppLink>
          .
        </Body1>
      </SettingsSection>
      <SettingsSection title="Cancel subscription">
        <MarketplaceCancel />
      </SettingsSection>
    </>
  );
}
