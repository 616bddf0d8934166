import { Body1Strong, makeStyles, tokens } from '@fluentui/react-components';
import { Fragment } from 'react';
import type { TTabConfig } from '../../../host/teams-host.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere', fontFamily: tokens.fontFamilyMonospace },
});

/** What Teams would save for the chosen tab, shown outside Teams so an admin can check the URLs. */
export function TabConfigPreview({ config }: { config: TTabConfig }) {
  const styles = useStyles();
  const rows: readonly [string, string][] = [
    ['Tab name', config.suggestedDisplayName],
    ['Inside Teams', config.contentUrl],
    ['In a browser', config.websiteUrl],
    ['Entity id', config.entityId],
  ];
  return (
    <section className={styles.section} aria-labelledby="tab-config-preview">
      <Body1Strong as="h2" id="tab-config-preview" className={styles.heading}>
        What Teams would save
      </Body1Strong>
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
