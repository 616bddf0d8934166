/**
 * Answers are GitHub-flavoured Markdown (ARCHITECTURE §1); each platform gets its own safe form:
 * HTML for email, mrkdwn for Slack, the TextBlock subset for Adaptive Cards (Teams, Webex).
 */
export { escapeCardText, markdownToCardText } from './markdown-card.ts';
export { markdownToEmailHtml } from './markdown-html.ts';
export { escapeMrkdwn, markdownToSlackMrkdwn, slackUrl } from './markdown-mrkdwn.ts';
export { markdownToPlainText, safeLinkUrl } from './markdown-tokens.ts';
