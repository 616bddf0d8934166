import { Button, Caption1, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, CopyRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';

const COPIED_FOR_MS = 3000;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  field: { flexGrow: 1, minWidth: 0 },
  status: { color: tokens.colorNeutralForeground2, minHeight: tokens.lineHeightBase200 },
});

type TCopyStatus = 'idle' | 'copied' | 'blocked';

const STATUS_TEXT: Record<TCopyStatus, string> = {
  idle: '',
  copied: 'Copied to the clipboard.',
  blocked: 'Copying is blocked here. The link is selected: press Ctrl+C (Cmd+C on a Mac).',
};

/**
 * A link to hand to someone else: read-only, selected on focus, with a Copy button that says
 * 'Copied' for a moment. Where the clipboard is blocked (a Teams frame, a plain-http page) it
 * selects the link so Ctrl+C still works, and says so.
 */
export function CopyLinkField({ label, value }: { label: string; value: string }) {
  const styles = useStyles();
  const [status, setStatus] = useState<TCopyStatus>('idle');
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (status !== 'copied') return;
    const timer = setTimeout(() => setStatus('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('copied');
    } catch {
      inputRef.current?.focus();
      inputRef.current?.select();
      setStatus('blocked');
    }
  }

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <Field label={label} className={styles.field}>
          <Input
            ref={inputRef}
            readOnly
            value={value}
            appearance="filled-lighter"
            onFocus={(event) => event.currentTarget.select()}
          />
        </Field>
        <Button icon={status === 'copied' ? <CheckmarkRegular /> : <CopyRegular />} onClick={() => void copy()}>
          {status === 'copied' ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <Caption1 role="status" className={styles.status}>
        {STATUS_TEXT[status]}
      </Caption1>
    </div>
  );
}
