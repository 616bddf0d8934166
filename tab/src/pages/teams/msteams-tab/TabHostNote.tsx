import { Body1, MessageBar, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import type { TTabConfig } from '../../../host/teams-host.ts';
import type { TTeamsHost } from '../../../host/use-teams-host.ts';
import { TabConfigPreview } from './TabConfigPreview.tsx';

/** Shown in a plain browser tab, where Teams' Save button does not exist. */
export const OUTSIDE_TEAMS_MESSAGE = 'Open this page from Microsoft Teams: add Rollcall as a tab to a channel.';

export interface TTabHostNoteProps {
  host: TTeamsHost;
  /** The chosen tab's config; null until a choice is made. */
  config: TTabConfig | null;
  /** Why Teams refused to arm its Save button, if it did. */
  saveError: string | null;
}

/**
 * Under the choice: inside Teams, what Save will do (or why it cannot); outside Teams, that the
 * page belongs in Teams' tab dialog, and what would be saved.
 */
export function TabHostNote({ host, config, saveError }: TTabHostNoteProps) {
  if (host === 'checking')
    return <Spinner size="tiny" labelPosition="after" label="Connecting to Microsoft Teams..." />;
  if (host === 'browser') {
    return (
      <>
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{OUTSIDE_TEAMS_MESSAGE}</MessageBarBody>
        </MessageBar>
        {config === null ? (
          <Body1>Choose what the tab shows to see what Teams would save.</Body1>
        ) : (
          <TabConfigPreview config={config} />
        )}
      </>
    );
  }
  if (saveError !== null) {
    return (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>Microsoft Teams cannot save this tab.</MessageBarTitle>
          {saveError}
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <Body1 aria-live="polite">
      {config === null
        ? 'Choose what the tab shows, then press Save.'
        : `Press Save to add "${config.suggestedDisplayName}" to the channel.`}
    </Body1>
  );
}
