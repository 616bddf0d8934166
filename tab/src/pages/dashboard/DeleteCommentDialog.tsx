/** Asks before a comment is deleted ('Delete this comment?'); only its author is offered this. */
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  Spinner,
} from '@fluentui/react-components';
import type { TComment } from '../../../../shared/dashboard.ts';

const useStyles = makeStyles({
  quote: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

const EXCERPT_CHARS = 200;

export interface TDeleteCommentDialogProps {
  /** The comment to delete; null keeps the dialog closed. */
  comment: TComment | null;
  deleting: boolean;
  onConfirm(comment: TComment): void;
  onCancel(): void;
}

/** A modal dialog quoting the comment, with Cancel and Delete. */
export function DeleteCommentDialog({ comment, deleting, onConfirm, onCancel }: TDeleteCommentDialogProps) {
  const styles = useStyles();
  const text = comment?.comment ?? '';
  return (
    <Dialog
      open={comment !== null}
      onOpenChange={(_, data) => {
        if (!data.open && !deleting) onCancel();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Delete this comment?</DialogTitle>
          <DialogContent>
            <Body1 as="p" className={styles.quote}>
              {text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}...` : text}
            </Body1>
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary" disabled={deleting}>
                Cancel
              </Button>
            </DialogTrigger>
            <Button
              appearance="primary"
              disabledFocusable={deleting}
              icon={deleting ? <Spinner size="tiny" /> : undefined}
              onClick={() => {
                if (comment !== null && !deleting) onConfirm(comment);
              }}
            >
              {deleting ? 'Deleting...' : 'Delete'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
