import {
  Body1,
  Caption1,
  Link,
  makeStyles,
  Persona,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { TTrialEndedContext } from '../../../../shared/accounts-api.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { FormCard } from '../../components/forms/FormCard.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import { ContactLink } from '../help/support-links.tsx';
import type { TPageProps } from '../page-props.ts';
import { trialEndedQuery } from './account-queries.ts';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground2 },
});

/** The organisation's admins, each with a mailto link, to ask for the service to resume. */
function AdminTable({ admins }: { admins: TTrialEndedContext['org_admins'] }) {
  const styles = useStyles();
  if (admins.length === 0) {
    return <Body1 className={styles.muted}>Your organization has no admin we can show you.</Body1>;
  }
  return (
    <Table aria-label="Admins of your organization" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Admin</TableHeaderCell>
          <TableHeaderCell>Role</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {admins.map((admin) => (
          <TableRow key={admin.email}>
            <TableCell>
              <Persona
                size="small"
                name={admin.name}
                secondaryText={<Link href={`mailto:${admin.email}`}>{admin.email}</Link>}
              />
            </TableCell>
            <TableCell>
              <Caption1>{admin.user_type}</Caption1>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /trial-ended — the organisation's trial has ended: who to contact, and where to chat with us. */
export default function TrialEndedPage({ route }: TPageProps) {
  const query = useQuery(trialEndedQuery());
  useDocumentTitle(route.title);
  return (
    <QueryGate query={query}>
      {(context) => (
        <FormCard
          wide
          title="Your trial has ended"
          subtitle={
            <>
              The free trial of <strong>{context.org_name}</strong> has expired. Please contact one of your
              organization's admins to resume the service.
            </>
          }
          footer={
            <span>
              Questions? <ContactLink topic="Billing">Chat with us</ContactLink>
            </span>
          }
        >
          <AdminTable admins={context.org_admins} />
        </FormCard>
      )}
    </QueryGate>
  );
}
