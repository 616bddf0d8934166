import { Body1, Caption1 } from '@fluentui/react-components';
import { ChatRegular } from '@fluentui/react-icons';
import type { THomeOpenCheckin } from '../../../../shared/home.ts';
import { ButtonLink } from '../teams/ButtonLink.tsx';
import { HomeSection } from './HomeSection.tsx';
import { useHomeStyles } from './home-styles.ts';

/** The viewer's check-ins still to answer (the last week), each with its link. */
export function OpenCheckinsSection({ checkins }: { checkins: THomeOpenCheckin[] }) {
  const styles = useHomeStyles();
  const title =
    checkins.length === 0
      ? 'Your check-ins'
      : `Your check-ins: ${checkins.length} ${checkins.length === 1 ? 'check-in waiting' : 'check-ins waiting'}`;
  return (
    <HomeSection title={title}>
      {checkins.length === 0 ? (
        <p className={styles.empty}>Check-ins completed: nothing is waiting for you.</p>
      ) : (
        <ul className={styles.list}>
          {checkins.map((checkin) => (
            <li key={checkin.link} className={styles.row}>
              <div className={styles.rowMain}>
                <Body1 as="p" className={styles.rowTitle}>
                  <strong>{checkin.report_name}</strong>
                </Body1>
                <Caption1>{checkin.team_name}</Caption1>
              </div>
              <ButtonLink to={checkin.link} appearance="primary" icon={<ChatRegular />}>
                {`Check in to ${checkin.report_name}`}
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
