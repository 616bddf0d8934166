import { Body1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { TMsTeamsConnectContext } from '../../../../../shared/msteams.ts';
import { FormErrorBar } from '../../../components/forms/FormMessages.tsx';
import { ChoiceButton } from './ChoiceButton.tsx';
import {
  alreadyConnectedText,
  currentTeamNotice,
  fillMessage,
  memberCountText,
  offersOverwrite,
} from './connect-text.ts';
import { MSTEAMS_CONNECT_WORDS, type TConnectWords } from './connect-words.ts';
import { OverwriteDialog } from './OverwriteDialog.tsx';
import { useConnectPost } from './use-connect-post.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  text: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

function Notice({ intent, children }: { intent: 'warning' | 'info'; children: string }) {
  return (
    <MessageBar intent={intent} layout="multiline">
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}

/**
 * What an admin confirms (spec part 1 §2.10): the roster size and its warnings, then 'Connect
 * team', or 'Overwrite' (after a confirmation) and 'Create New Team' when their current team is
 * already linked to a platform.
 */
export function ConnectChoices({
  context,
  words = MSTEAMS_CONNECT_WORDS,
  extra,
}: {
  context: TMsTeamsConnectContext;
  words?: TConnectWords;
  /** More about what is connected (Slack: its channels), after the member count. */
  extra?: string;
}) {
  const styles = useStyles();
  const connect = useConnectPost(context.activation_post_url);
  const [confirming, setConfirming] = useState(false);
  const { team_name: teamName, current_team: currentTeam } = context;

  async function overwrite() {
    // On a refusal the dialog closes so the reason, above the buttons, can be read.
    if (!(await connect.post('overwrite'))) setConfirming(false);
  }

  return (
    <div className={styles.body}>
      <FormErrorBar messages={connect.refusals} />
      <Body1 as="p" className={styles.text}>
        {memberCountText(teamName, context.member_count, words.platform)}
      </Body1>
      {extra ? (
        <Body1 as="p" className={styles.text}>
          {extra}
        </Body1>
      ) : null}
      {context.member_count === 1 ? (
        <Notice intent="warning">{fillMessage(words.headsUp, { team_name: teamName })}</Notice>
      ) : null}
      {context.linked_team_name === null ? null : (
        <Notice intent="info">{alreadyConnectedText(teamName, context.linked_team_name)}</Notice>
      )}
      {offersOverwrite(currentTeam) ? (
        <>
          <Notice intent="warning">{currentTeamNotice(currentTeam, words)}</Notice>
          <div className={styles.actions}>
            <ChoiceButton
              choice="overwrite"
              label="Overwrite"
              pendingChoice={connect.pendingChoice}
              onClick={() => setConfirming(true)}
            />
            <ChoiceButton
              choice="new_team"
              label="Create New Team"
              appearance="primary"
              pendingChoice={connect.pendingChoice}
              onClick={() => void connect.post('new_team')}
            />
          </div>
          <OverwriteDialog
            open={confirming}
            teamName={teamName}
            currentTeam={currentTeam}
            platform={words.platform}
            pending={connect.pendingChoice === 'overwrite'}
            onConfirm={() => void overwrite()}
            onCancel={() => setConfirming(false)}
          />
        </>
      ) : (
        <div className={styles.actions}>
          <ChoiceButton
            choice="overwrite"
            label="Connect team"
            appearance="primary"
            pendingChoice={connect.pendingChoice}
            onClick={() => void connect.post('overwrite')}
          />
        </div>
      )}
    </div>
  );
}
