/**
 * The comment box's rules (spec part 3 §5 'Comment textarea is required; Enter without Shift
 * posts'): which key posts, and what is wrong with a comment before it is sent.
 */
import { DASHBOARD_LIMITS, DASHBOARD_MESSAGES } from '../../../../shared/dashboard.ts';
import { hasVisibleText } from '../../../../shared/visible-text.ts';

export interface TCommentKey {
  key: string;
  shiftKey: boolean;
  /** An input method is composing (Enter confirms the composition, it must not post). */
  isComposing: boolean;
}

/** 'post' for Enter alone; anything else (Shift+Enter makes a new line) is left to the textarea. */
export function commentKeyAction(event: TCommentKey): 'post' | 'none' {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing ? 'post' : 'none';
}

/** Why a comment cannot be sent (required, at most 5,000 characters), or null when it can. */
export function commentProblem(text: string): string | null {
  const comment = text.trim();
  if (!hasVisibleText(comment)) return DASHBOARD_MESSAGES.commentRequired;
  if (comment.length > DASHBOARD_LIMITS.commentChars) return DASHBOARD_MESSAGES.commentTooLong;
  return null;
}

/** The comments toggle's text: 'Comments (2)'. */
export function commentsButtonLabel(count: number): string {
  return `Comments (${Math.max(0, count)})`;
}
