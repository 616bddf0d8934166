import { Body1, Caption1, Field, makeStyles, Radio, RadioGroup, Title2, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { saveTabConfig, type TTabConfig } from '../../../host/teams-host.ts';
import { type TTeamsHost, useTeamsHost } from '../../../host/use-teams-host.ts';
import type { TPageProps } from '../../page-props.ts';
import { TabHostNote } from './TabHostNote.tsx';
import { isTabChoice, TAB_CHOICES, type TTabChoice, tabConfigFor } from './tab-config.ts';

const useStyles = makeStyles({
  root: { maxWidth: '640px', margin: '0 auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { margin: 0 },
  label: { display: 'flex', flexDirection: 'column' },
  description: { color: tokens.colorNeutralForeground2 },
});

/** The address the page is served from; the tab's URLs point back at it. */
function pageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** Inside Teams, arms Save with the chosen config each time the choice changes; the refusal, if any. */
function useTabSave(host: TTeamsHost, config: TTabConfig | null): string | null {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (host !== 'teams' || config === null) return;
    let current = true;
    setError(null);
    saveTabConfig(config).catch((cause: unknown) => {
      if (current)
        setError(cause instanceof Error ? cause.message : 'Try closing the dialog and adding the tab again.');
    });
    return () => {
      current = false;
    };
  }, [host, config]);
  return error;
}

/**
 * /msteams/tab/config — the configuration page Microsoft Teams opens when Rollcall is added as a
 * channel tab: choose the dashboard or the reports, and Teams' Save becomes available.
 */
export default function TabConfigPage({ route }: TPageProps) {
  const styles = useStyles();
  const host = useTeamsHost();
  const [choice, setChoice] = useState<TTabChoice | null>(null);
  const config = useMemo(() => (choice === null ? null : tabConfigFor(choice, pageOrigin())), [choice]);
  const saveError = useTabSave(host, config);
  return (
    <div className={styles.root}>
      <Title2 as="h1" className={styles.heading}>
        {route.title}
      </Title2>
      <Body1>Choose what this tab shows your team in the channel.</Body1>
      <Field label="The tab shows" required>
        <RadioGroup
          value={choice ?? ''}
          onChange={(_, data) => {
            if (isTabChoice(data.value)) setChoice(data.value);
          }}
        >
          {TAB_CHOICES.map((option) => (
            <Radio
              key={option.value}
              value={option.value}
              label={
                <span className={styles.label}>
                  {option.label}
                  <Caption1 className={styles.description}>{option.description}</Caption1>
                </span>
              }
            />
          ))}
        </RadioGroup>
      </Field>
      <TabHostNote host={host} config={config} saveError={saveError} />
    </div>
  );
}
