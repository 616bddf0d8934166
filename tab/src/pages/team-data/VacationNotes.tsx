import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarSyncRegular } from '@fluentui/react-icons';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { AppLink } from '../../components/AppLink.tsx';

/** The lock message of both vacation pages. */
export const VACATIONS_LOCKED = 'Vacation tracking is not part of your plan.';

/** The server route that starts the Outlook connection (spec part 2 §2.4). */
const SYNC_WITH_OUTLOOK_HREF = '/msteams/msal/calendar/';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  note: { margin: 0, color: tokens.colorNeutralForeground3 },
});

/**
 * 'Sync with Outlook' (spec part 2 §2.4): a full page load to /msteams/msal/calendar/, which asks
 * Microsoft for the calendar consent. Once connected, the days from Outlook are outlined on the
 * calendar and change only in Outlook. Without Microsoft sign-in on this server, says so instead.
 */
export function OutlookSyncNote({ outlookDays, connected }: { outlookDays: number; connected: boolean }) {
  const styles = useStyles();
  const { sign_in } = useLoadedState().config;
  if (!sign_in.microsoft) {
    return (
      <Body1 as="p" className={styles.note}>
        Outlook calendar sync needs Microsoft sign-in, which this Rollcall server does not offer.
      </Body1>
    );
  }
  return (
    <div className={styles.root}>
      {connected ? (
        <AppLink to="/my/settings/vacations/calendars/">Outlook calendar settings</AppLink>
      ) : (
        <Button as="a" href={SYNC_WITH_OUTLOOK_HREF} icon={<CalendarSyncRegular />}>
          Sync with Outlook
        </Button>
      )}
      <Body1 as="p" className={styles.note}>
        {outlookDays > 0
          ? `${outlookDays} ${outlookDays === 1 ? 'day comes' : 'days come'} from your Outlook calendar: they are outlined and change only in Outlook.`
          : 'Out-of-office days in your Outlook calendar can become vacation days here.'}
      </Body1>
    </div>
  );
}
