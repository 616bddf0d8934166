import { Body1, Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { CLUBHOUSE_TOKEN_HELP_URL } from '../../../../shared/team-tools.ts';
import { ZConnectClubhouse } from '../../../../shared/work-tools.ts';
import { followRedirect } from '../../api/forms.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { FormErrorBar } from '../../components/forms/FormMessages.tsx';
import { FormTextField } from '../../components/forms/FormTextField.tsx';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { TeamSettingsLayout } from '../teams/TeamSettingsLayout.tsx';
import { ManageGate } from './ManageGate.tsx';
import { useTeamServices } from './team-services-queries.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

function ClubhouseForm() {
  const styles = useStyles();
  const { form, formErrors, pending, onSubmit } = useZodForm({
    schema: ZConnectClubhouse,
    path: '/team/settings/services/connect-clubhouse',
    defaultValues: { clubhouse_token: '' },
    onSuccess: (answer) => followRedirect(answer, '/team/settings/services/'),
  });
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <Body1>
        Rollcall reads your Clubhouse workspace’s members with this token, so their webhook events are matched to your
        team by email.{' '}
        <Link href={CLUBHOUSE_TOKEN_HELP_URL} target="_blank" rel="noopener noreferrer" inline>
          Generate an API token (opens in a new tab)
        </Link>
      </Body1>
      <FormErrorBar messages={formErrors} />
      <FormTextField
        control={form.control}
        name="clubhouse_token"
        label="Clubhouse API token"
        type="password"
        autoComplete="off"
        required
        maxLength={500}
      />
      <div className={styles.row}>
        <Button type="submit" appearance="primary" disabled={pending}>
          {pending ? 'Connecting...' : 'Connect'}
        </Button>
        <AppLink to="/team/settings/services/">Cancel</AppLink>
      </div>
    </form>
  );
}

/** /team/settings/services/connect-clubhouse (part 3 §2.10, §8). */
export default function ConnectClubhousePage({ route }: TPageProps) {
  const query = useTeamServices();
  useDocumentTitle(route.title);
  return (
    <TeamSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(view) => (
          <ManageGate view={view}>
            <ClubhouseForm />
          </ManageGate>
        )}
      </QueryGate>
    </TeamSettingsLayout>
  );
}
