import { makeStyles, tokens } from '@fluentui/react-components';
import { LockedFeature } from '../../components/LockedFeature.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { TeamSettingsLayout } from '../teams/TeamSettingsLayout.tsx';
import { HashtagForm } from './HashtagForm.tsx';
import { HashtagList } from './HashtagList.tsx';
import { useHashtags } from './team-data-queries.ts';

const useStyles = makeStyles({ stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

/** Team hashtags (spec part 3 §2.9): add one, list them, delete with a confirmation. */
export default function HashtagsPage({ route }: TPageProps) {
  const styles = useStyles();
  const query = useHashtags();
  return (
    <TeamSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(data) => (
          <LockedFeature locked={data.locked} message="Hashtags are not part of your plan.">
            <div className={styles.stack}>
              {data.can_edit ? <HashtagForm onAdded={() => void query.refetch()} /> : null}
              <HashtagList hashtags={data.hashtags} canEdit={data.can_edit} />
            </div>
          </LockedFeature>
        )}
      </QueryGate>
    </TeamSettingsLayout>
  );
}
