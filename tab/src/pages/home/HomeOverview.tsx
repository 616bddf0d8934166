import { Body1, Title2 } from '@fluentui/react-components';
import type { THomeOverview } from '../../../../shared/home.ts';
import { ACCOUNT_TYPE } from '../../../../shared/roles.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { useHomeStyles } from './home-styles.ts';
import { ManagedReportsSection } from './ManagedReportsSection.tsx';
import { OpenCheckinsSection } from './OpenCheckinsSection.tsx';
import { ShortcutsSection } from './ShortcutsSection.tsx';
import { TodayRunsSection } from './TodayRunsSection.tsx';

/**
 * What a person needs this morning (issue 17): their open check-ins, today's runs of their
 * teams, the reports they manage with what needs them, and shortcuts for their role.
 */
export function HomeOverview({ home }: { home: THomeOverview }) {
  const styles = useHomeStyles();
  const isBillingOwner = useLoadedState().user?.account_type_id === ACCOUNT_TYPE.BILLING_OWNER;
  const greeting = home.first_name ? `Welcome back, ${home.first_name}` : 'Welcome back';
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <Title2 as="h1" className={styles.heading}>
          {greeting}
        </Title2>
        <Body1 as="p" className={styles.muted}>
          {home.managed_reports === null
            ? `${home.account_name}: your check-ins and today's runs of your teams.`
            : `${home.account_name}: your check-ins, today's runs and the reports that need you.`}
        </Body1>
      </header>
      {/* Billing Owners are asked nothing as such (part 1 §6 gives them no check-in badge). */}
      {home.open_checkins.length > 0 || !isBillingOwner ? <OpenCheckinsSection checkins={home.open_checkins} /> : null}
      <TodayRunsSection runs={home.today_runs} managesReports={home.managed_reports !== null} />
      {home.managed_reports !== null ? (
        <ManagedReportsSection reports={home.managed_reports} total={home.managed_reports_total} />
      ) : null}
      <ShortcutsSection shortcuts={home.shortcuts} />
    </div>
  );
}
