import { Body1, Button, Link, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { BILLING_MESSAGES, type TDeleteAccountContext, ZDeleteAccountForm } from '../../../../shared/billing-api.ts';
import { followRedirect } from '../../api/forms.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';
import { FormErrorBar } from '../../components/forms/FormMessages.tsx';
import { FormTextField } from '../../components/forms/FormTextField.tsx';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { QueryGate } from '../../components/QueryGate.tsx';
import { ContactLink, isBuiltInHelpDesk } from '../help/support-links.tsx';
import type { TPageProps } from '../page-props.ts';
import { countOf } from './billing-format.ts';
import { useDeleteAccountContext } from './billing-queries.ts';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  danger: {
    backgroundColor: tokens.colorPaletteRedBackground3,
    ':hover': { backgroundColor: tokens.colorPaletteRedForeground1 },
  },
});

/** What deleting removes, each with its count in the right number (part 2 §2.1). */
function DeletedThings({ context }: { context: TDeleteAccountContext }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label="What will be deleted">
      <li>
        <Body1>1 organization: {context.org_name}</Body1>
      </li>
      <li>
        <Body1>{countOf(context.team_count, 'team')}</Body1>
      </li>
      <li>
        <Body1>{countOf(context.report_count, 'report')}</Body1>
      </li>
      <li>
        <Body1>{countOf(context.users_count, 'user')}</Body1>
      </li>
      <li>
        <Body1>{countOf(context.report_entry_count, 'report entry', 'report entries')}</Body1>
      </li>
    </ul>
  );
}

/**
 * The support link: the contact form of this server with the built-in help desk (or none), else
 * the server's own Help Desk (HELP_DESK_URL, another site).
 */
function SupportLink({ helpDesk }: { helpDesk: string }) {
  if (helpDesk === '' || isBuiltInHelpDesk(helpDesk)) {
    return (
      <ContactLink topic="Billing" inline>
        us through the contact form
      </ContactLink>
    );
  }
  return (
    <Link href={helpDesk} target="_blank" rel="noopener noreferrer" inline>
      our Help Desk (opens in a new tab)
    </Link>
  );
}

/** The form: type the organisation's name, then 'Cancel and remove all my data' (POST /accounts/data/delete/). */
function DeleteForm({ orgName }: { orgName: string }) {
  const styles = useStyles();
  const { form, formErrors, pending, onSubmit } = useZodForm({
    schema: ZDeleteAccountForm,
    path: '/accounts/data/delete/',
    defaultValues: { confirm_name: '' },
    onSuccess: (answer) => followRedirect(answer, '/accounts/login/'),
  });
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <FormErrorBar messages={formErrors} />
      <FormTextField
        control={form.control}
        name="confirm_name"
        label={`Type the name of your organization (${orgName}) to confirm`}
        autoComplete="off"
        required
        maxLength={200}
      />
      <div>
        <Button
          type="submit"
          appearance="primary"
          className={styles.danger}
          icon={<DeleteRegular />}
          disabled={pending}
        >
          {pending ? 'Removing...' : BILLING_MESSAGES.cancelAndRemove}
        </Button>
      </div>
    </form>
  );
}

/**
 * /accounts/data/delete/ (part 2 §2.1 "Account cancellation"): what would be deleted, that there
 * is no undo, and the way to cancel for this account: the form (trialing or inactive), support
 * (an active Stripe subscription), or the marketplace cancel on /billing/ (Azure-managed).
 */
export default function DeleteAccountPage({ route }: TPageProps) {
  const query = useDeleteAccountContext();
  const { help_desk_url, feedback_url } = useLoadedState().config;
  useDocumentTitle(route.title);
  return (
    <QueryGate query={query}>
      {(context) => (
        <FormCard
          wide
          title="Cancel your account"
          subtitle={
            <>
              Cancelling removes <strong>{context.org_name}</strong> and everything in it from Rollcall. There is no
              undo.
            </>
          }
          footer={
            <Body1>
              Changed your mind? <AppLink to="/billing/">Back to billing</AppLink>
            </Body1>
          }
        >
          <DeletedThings context={context} />
          {context.status === 'trialing' ? (
            <Body1>
              Before you go,{' '}
              <Link href={feedback_url} target="_blank" rel="noopener noreferrer" inline>
                tell us why you are leaving (opens the exit survey)
              </Link>
              . Questions? Ask <SupportLink helpDesk={help_desk_url} />.
            </Body1>
          ) : null}
          {context.is_managed_by_azure ? (
            <MessageBar intent="info" layout="multiline">
              <MessageBarBody>
                Your subscription is billed through the Microsoft marketplace.{' '}
                <AppLink to="/billing/" inline>
                  Cancel it on the billing page
                </AppLink>{' '}
                first.
              </MessageBarBody>
            </MessageBar>
          ) : context.status === 'active' ? (
            <MessageBar intent="info" layout="multiline">
              <MessageBarBody>
                Your organization has an active subscription. To cancel it and remove your data, contact{' '}
                <SupportLink helpDesk={help_desk_url} />.
              </MessageBarBody>
            </MessageBar>
          ) : null}
          {context.can_delete && !context.is_managed_by_azure ? <DeleteForm orgName={context.org_name} /> : null}
        </FormCard>
      )}
    </QueryGate>
  );
}
