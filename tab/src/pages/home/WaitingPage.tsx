import { Body1, Link, Title2 } from '@fluentui/react-components';
import type { THomeWaiting } from '../../../../shared/home.ts';
import { HomeSection } from './HomeSection.tsx';
import { useHomeStyles } from './home-styles.ts';
import { ShortcutsSection } from './ShortcutsSection.tsx';

/**
 * Part 3 §6: a Team Member in no report sees only a waiting page. It says what is going on, who
 * can add them to a report (the account's admins and their team's admins) and what to do next.
 */
export function WaitingPage({ home }: { home: THomeWaiting }) {
  const styles = useHomeStyles();
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <Title2 as="h1" className={styles.heading}>
          {`${home.account_name} is being setup...`}
        </Title2>
        <Body1 as="p" className={styles.muted}>
          {home.first_name ? `Welcome, ${home.first_name}. ` : 'Welcome. '}
          You are a member of {home.account_name}, but no report asks you for check-ins yet. Once an admin adds you to a
          report, Rollcall asks you its questions on your team's platform or by email, and your check-ins show up here.
        </Body1>
      </header>
      <HomeSection title="Who can add you to a report">
        {home.admins.length === 0 ? (
          <p className={styles.empty}>
            Your organisation has no Account Admin or Team Admin yet. Ask the person who invited you to Rollcall.
          </p>
        ) : (
          <>
            <p className={styles.empty}>Ask one of them to add you to your team's report:</p>
            <ul className={styles.list}>
              {home.admins.map((admin) => (
                <li key={admin.email} className={styles.row}>
                  <span>
                    <strong>{admin.name}</strong>, {admin.role}
                  </span>
                  <Link href={`mailto:${admin.email}`}>{admin.email}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </HomeSection>
      <ShortcutsSection title="Meanwhile" shortcuts={home.shortcuts} />
    </div>
  );
}
