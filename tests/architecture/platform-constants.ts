/**
 * ARCHITECTURE §5: bot/core and bot/domain do not know which chat platforms exist. Only the
 * platform registry (bot/domain/platforms/) names them: the spec's service values, the channel
 * names and the labels. This finds every string literal (quotes and template text, read with
 * TypeScript's scanner, so comments and prose do not count) that names one elsewhere.
 */
import ts from 'typescript';

/** Literals that are a platform constant (the whole string). */
export const PLATFORM_CONSTANTS = ['MSTEAMS', 'SLACK', 'SPARK', 'EMAIL', 'msteams', 'slack', 'webex', 'Slack'];
/** Labels a string may not contain ('Failed to send through Microsoft Teams'). */
export const PLATFORM_LABELS = ['Microsoft Teams', 'Cisco Webex'];

/** Where platform constants may be named. */
export const PLATFORM_REGISTRY = 'bot/domain/platforms/';

/** Files allowed a literal for a reason other than naming a platform. */
export const EXEMPT: Record<string, string> = {
  'bot/domain/accounts/common-passwords.ts': "a list of guessable passwords ('slack' is one), not a platform",
};

export interface TPlatformLiteral {
  file: string;
  line: number;
  text: string;
}

/** The string literals and template pieces of a source text, with their lines. */
export function stringLiteralsOf(source: string): Array<{ text: string; line: number }> {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, source);
  const found: Array<{ text: string; line: number }> = [];
  const lineOf = (position: number) => source.slice(0, position).split('\n').length;
  let braces = 0;
  const templateDepths: number[] = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    switch (token) {
      case ts.SyntaxKind.StringLiteral:
      case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
        found.push({ text: scanner.getTokenValue(), line: lineOf(scanner.getTokenStart()) });
        break;
      case ts.SyntaxKind.TemplateHead:
        found.push({ text: scanner.getTokenValue(), line: lineOf(scanner.getTokenStart()) });
        templateDepths.push(braces);
        break;
      case ts.SyntaxKind.OpenBraceToken:
        braces += 1;
        break;
      case ts.SyntaxKind.CloseBraceToken:
        if (templateDepths.at(-1) === braces) {
          // The end of a `${...}`: the template goes on.
          const next = scanner.reScanTemplateToken(false);
          found.push({ text: scanner.getTokenValue(), line: lineOf(scanner.getTokenStart()) });
          if (next === ts.SyntaxKind.TemplateTail) templateDepths.pop();
        } else braces -= 1;
        break;
      case ts.SyntaxKind.SlashToken:
      case ts.SyntaxKind.SlashEqualsToken:
        // A regular expression where a division cannot be: rescan so its text is not misread.
        scanner.reScanSlashToken();
        break;
      default:
        break;
    }
  }
  return found;
}

/** Whether a literal names a platform. */
export function namesPlatform(text: string): boolean {
  return PLATFORM_CONSTANTS.includes(text) || PLATFORM_LABELS.some((label) => text.includes(label));
}

/** The literals naming a platform in files (repo-relative path -> source) outside the registry. */
export function findPlatformLiterals(files: Map<string, string>): TPlatformLiteral[] {
  const found: TPlatformLiteral[] = [];
  for (const [file, source] of files) {
    if (!file.startsWith('bot/core/') && !file.startsWith('bot/domain/')) continue;
    if (file.startsWith(PLATFORM_REGISTRY) || EXEMPT[file]) continue;
    for (const literal of stringLiteralsOf(source)) {
      if (namesPlatform(literal.text)) found.push({ file, line: literal.line, text: literal.text });
    }
  }
  return found;
}
