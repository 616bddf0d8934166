/**
 * The comments of an entry (spec part 3 §2.7, §5, §7 dashboard_comments): a toggle with the count
 * that loads the comments on first open, the list, a required comment box where Enter posts and
 * Shift+Enter starts a new line, and Delete on the viewer's own comments after a confirmation.
 * Any failed call says 'unable to perform that action' and keeps what was typed.
 */
import {
  Body1,
  Button,
  Field,
  makeStyles,
  Spinner,
  Textarea,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { CommentRegular, SendRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import {
  DASHBOARD_MESSAGES,
  type TComment,
  type TCommentRequest,
  type TDashboardEntry,
} from '../../../../shared/dashboard.ts';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import { CommentItem } from './CommentItem.tsx';
import { commentKeyAction, commentProblem, commentsButtonLabel } from './comment-input.ts';
import { DeleteCommentDialog } from './DeleteCommentDialog.tsx';
import { useDashboardCalls } from './dashboard-calls.ts';
import { DASHBOARD_QUERY_KEYS, patchCachedEntry, useEntryComments } from './dashboard-queries.ts';
import { type TDashboardViewer, useDashboardViewer } from './use-dashboard-viewer.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    alignSelf: 'stretch',
    paddingTop: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: tokens.spacingVerticalS },
  field: { alignSelf: 'stretch' },
});

function commenterOf(entry: TDashboardEntry, viewer: TDashboardViewer): TCommentRequest['commenter'] {
  return { report_uid: entry.id, report_key: entry.data.key, name: viewer.name, id: viewer.id };
}

function CommentForm({ entry, onPosted }: { entry: TDashboardEntry; onPosted(comments: TComment[]): void }) {
  const styles = useStyles();
  const viewer = useDashboardViewer();
  const notify = useNotify();
  const { sendCommentRequest } = useDashboardCalls();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const restoreFocusHere = useRestoreFocusTarget();
  const add = useMutation({
    mutationFn: (comment: string) =>
      sendCommentRequest({ type: 'add-comment', data: comment, commenter: commenterOf(entry, viewer) }),
    onSuccess: (comments) => {
      setText('');
      onPosted(comments);
    },
    onError: () => notify({ message: DASHBOARD_MESSAGES.actionFailed, intent: 'error' }),
  });

  const post = () => {
    if (add.isPending) return;
    const found = commentProblem(text);
    setProblem(found);
    if (found === null) add.mutate(text.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = commentKeyAction({
      key: event.key,
      shiftKey: event.shiftKey,
      isComposing: event.nativeEvent.isComposing,
    });
    if (action !== 'post') return;
    event.preventDefault();
    post();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    post();
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <Field
        className={styles.field}
        label="Add a comment"
        required
        validationMessage={problem ?? undefined}
        hint="Enter posts; Shift+Enter starts a new line."
      >
        <Textarea
          // When the confirmation dialog closes after a delete, focus comes back here (the button is gone).
          {...restoreFocusHere}
          value={text}
          resize="vertical"
          readOnly={add.isPending}
          onChange={(_, data) => {
            setText(data.value);
            if (problem !== null && commentProblem(data.value) === null) setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
      </Field>
      <Button
        type="submit"
        appearance="primary"
        disabledFocusable={add.isPending}
        icon={add.isPending ? <Spinner size="tiny" /> : <SendRegular />}
      >
        {add.isPending ? 'Posting...' : 'Post'}
      </Button>
    </form>
  );
}

function CommentsList({ entry, id }: { entry: TDashboardEntry; id: string }) {
  const styles = useStyles();
  const viewer = useDashboardViewer();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { sendCommentRequest } = useDashboardCalls();
  const [toDelete, setToDelete] = useState<TComment | null>(null);
  const query = useEntryComments({ type: 'load-comments', commenter: commenterOf(entry, viewer) }, sendCommentRequest);

  const show = (comments: TComment[]) => {
    queryClient.setQueryData(DASHBOARD_QUERY_KEYS.comments(entry.id), comments);
    patchCachedEntry(queryClient, entry.id, { comments_count: comments.length });
  };
  const remove = useMutation({
    mutationFn: (comment: TComment) =>
      sendCommentRequest({ type: 'delete-comment', data: comment.id, commenter: commenterOf(entry, viewer) }),
    onSuccess: show,
    onError: () => notify({ message: DASHBOARD_MESSAGES.actionFailed, intent: 'error' }),
    onSettled: () => setToDelete(null),
  });

  useEffect(() => {
    if (query.isError) notify({ message: DASHBOARD_MESSAGES.actionFailed, intent: 'error' });
  }, [query.isError, notify]);

  let list: ReactNode;
  if (query.data !== undefined) {
    list =
      query.data.length === 0 ? (
        <Body1 as="p" className={styles.muted}>
          No comments yet.
        </Body1>
      ) : (
        <ul className={styles.list} aria-label="Comments">
          {query.data.map((comment) => (
            <CommentItem key={comment.id} comment={comment} timeZone={viewer.timeZone} onDelete={setToDelete} />
          ))}
        </ul>
      );
  } else if (query.isError) {
    list = (
      <div>
        <Body1 as="p" className={styles.muted}>
          The comments could not be loaded.
        </Body1>
        <Button size="small" disabled={query.isFetching} onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  } else {
    list = <Spinner size="tiny" label="Loading comments..." />;
  }

  return (
    <section id={id} className={styles.panel} aria-label={`Comments on ${entry.name}'s entry`}>
      {list}
      <CommentForm entry={entry} onPosted={show} />
      <DeleteCommentDialog
        comment={toDelete}
        deleting={remove.isPending}
        onConfirm={(comment) => remove.mutate(comment)}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}

/** The toggle 'Comments (n)' and, once opened, the panel; closing keeps the loaded comments. */
export function CommentsPanel({ entry }: { entry: TDashboardEntry }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.root}>
      <Button
        appearance="subtle"
        icon={<CommentRegular />}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {commentsButtonLabel(entry.comments_count)}
      </Button>
      {open ? <CommentsList entry={entry} id={panelId} /> : null}
    </div>
  );
}
