import { makeStyles, tokens } from '@fluentui/react-components';
import { WORK_TOOL_MESSAGES } from '../../../../shared/work-tools.ts';
import { LockedFeature } from '../../components/LockedFeature.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import { PersonalSettingsLayout } from '../../components/settings-menu/SettingsLayout.tsx';
import type { TPageProps } from '../page-props.ts';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { useMyServices } from './services-queries.ts';
import { ToolCard } from './ToolCard.tsx';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

/**
 * Tasks and activity services (spec part 2 §2.4, /my/settings/services): a card per tool to
 * connect or disconnect. Connecting leaves for the tool and comes back here (or to the check-in it
 * started from) with a message; LIMIT_SERVICES shows the cards locked.
 */
export default function MyServicesPage({ route }: TPageProps) {
  const styles = useStyles();
  const query = useMyServices();
  return (
    <PersonalSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(data) => (
          <LockedFeature locked={data.locked} message={WORK_TOOL_MESSAGES.servicesLocked}>
            <SettingsSection
              title="Task and activity services"
              intro="Connect the tools you work in: the check-in page then lets you search your tasks, issues and pull requests and link them into your answers."
            >
              <div className={styles.grid}>
                {data.tools.map((tool) => (
                  <ToolCard key={tool.service} tool={tool} />
                ))}
              </div>
            </SettingsSection>
          </LockedFeature>
        )}
      </QueryGate>
    </PersonalSettingsLayout>
  );
}
