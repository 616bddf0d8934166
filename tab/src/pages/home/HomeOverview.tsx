import { Body1, Title2 } from '@fluentui/react-components';
import type { THomeOverview } from '../../../../shared/home.ts';
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
  const greeting = home.first_name ? `Welcome back, ${home.first_name}` : 'Welcome back';
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <Title2 as="h1" className={styles.heading}>
          {greeting}
        </Title2>
        <Body1 as="p" className={styles.muted}>
          {home.account_name}: your check-ins, today's runs and what needs you.
        </Body1>
      </header>
      <OpenCheckinsSection checkins={home.open_checkins} />
      <TodayRunsSection runs={home.today_runs} managesReports={home.managed_reports !== null} />
      {home.managed_reports !== null ? (
        <ManagedReportsSection reports={home.managed_reports} total={home.managed_reports_total} />
      ) : null}
      <ShortcutsSection shortcuts={home.shortcuts} />
    </div>
  );
}
