/**
 * Answers are GitHub-flavoured Markdown (ARCHITECTURE §1); each platform gets its own safe form:
 * HTML for email, mrkdwn for Slack, the TextBlock subset for Adaptive Cards (Teams, Webex).
 */

export { markdownToEmailHtml } from '../../../shared/markdown/markdown-html.ts';
export { markdownToPlainText, safeLinkUrl } from '../../../shared/markdown/markdown-tokens.ts';
export { escapeCardText, markdownToCardText } from './markdown-card.ts';
export { escapeMrkdwn, markdownToSlackMrkdwn, slackUrl } from './markdown-mrkdwn.ts';
