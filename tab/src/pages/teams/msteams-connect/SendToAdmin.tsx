import { Body1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { CopyLinkField } from '../../../components/CopyLinkField.tsx';
import { MSTEAMS_CONNECT_WORDS, type TConnectWords } from './connect-words.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  text: { margin: 0 },
});

/**
 * For a viewer who may not connect teams (spec part 1 §6: only Account Admins and Team Admins):
 * why, and the activation link to send to their account admin.
 */
export function SendToAdmin({
  activationLink,
  words = MSTEAMS_CONNECT_WORDS,
}: {
  activationLink: string;
  words?: TConnectWords;
}) {
  const styles = useStyles();
  return (
    <div className={styles.body}>
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>{words.noPermission}</MessageBarBody>
      </MessageBar>
      <Body1 as="p" className={styles.text}>
        {words.sendToAdmin}
      </Body1>
      <CopyLinkField label="Connect link" value={activationLink} />
    </div>
  );
}
