/**
 * Answers are GitHub-flavoured Markdown (ARCHITECTURE §1); each platform gets its own safe form:
 * HTML for email and the TextBlock subset for Adaptive Cards (Teams, Webex); Slack's mrkdwn lives
 * beside its adapter (bot/adapters/slack/render/markdown-mrkdwn.ts).
 */

export { markdownToEmailHtml } from '../../../shared/markdown/markdown-html.ts';
export { markdownToPlainText, safeLinkUrl } from '../../../shared/markdown/markdown-tokens.ts';
export { escapeCardText, markdownToCardText } from './markdown-card.ts';
