import { Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import type { TCreateApiTokenAnswer } from '../../../../shared/public-api.ts';
import { CopyLinkField } from '../../components/CopyLinkField.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  done: { alignSelf: 'flex-start' },
});

/**
 * The token just made, shown this once: a read-only field with Copy, the warning that it will not
 * be shown again, and Done. Focus moves here, so a keyboard user lands on what to copy.
 */
export function NewTokenNotice({ created, onDone }: { created: TCreateApiTokenAnswer; onDone(): void }) {
  const styles = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('input')?.focus();
  }, []);
  return (
    <div className={styles.root} ref={ref}>
      <MessageBar intent="success" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>Token “{created.api_token.name}” created</MessageBarTitle>
          Copy it now and keep it somewhere safe: you won’t see it again. Rollcall keeps only a fingerprint of it.
        </MessageBarBody>
      </MessageBar>
      <CopyLinkField label="Your new API token" value={created.token} />
      <Button className={styles.done} onClick={onDone}>
        I copied it, hide it
      </Button>
    </div>
  );
}
