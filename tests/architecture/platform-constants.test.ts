import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSources } from './import-rules.ts';
import { findPlatformLiterals, stringLiteralsOf } from './platform-constants.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('platform constants live only in the registry (ARCHITECTURE §5)', () => {
  it('bot/core and bot/domain name no platform outside bot/domain/platforms/', () => {
    const sources = readSources(root, ['bot/core', 'bot/domain']);
    expect(sources.size).toBeGreaterThan(20);
    expect(findPlatformLiterals(sources)).toEqual([]);
  });

  it('catches a service value, a channel name and a label, in quotes and in templates', () => {
    const planted = new Map([
      ['bot/core/engine/open-report-run.ts', "if (context.teamService === 'MSTEAMS') send();"],
      ['bot/core/engine/send-reminders.ts', 'const chat = checkin.channels.includes("slack");'],
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text planted for the scanner
      ['bot/domain/dashboard/entries.ts', 'const text = `Failed to send through Cisco Webex Teams. Code - ${code}`;'],
      [
        'bot/domain/teams/create.ts',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text planted for the scanner
        "const values = { service: `EMAIL` };\nconst key = `${a}:webex`;\nconst b = `${x}${'SPARK'}`;",
      ],
      ['bot/domain/platforms/platform-names.ts', "export const SERVICE = { msteams: 'MSTEAMS' };"],
      ['bot/adapters/msteams/teams-sender.ts', "const platform = 'msteams';"],
      [
        'bot/core/render/wording.ts',
        "// Microsoft Teams shows 'msteams' here\nconst re = /'slack'/;\nconst ok = 'Slack is great'.length;",
      ],
    ]);
    const found = findPlatformLiterals(planted).map((hit) => `${hit.file}:${hit.line} ${hit.text}`);
    expect(found).toEqual([
      'bot/core/engine/open-report-run.ts:1 MSTEAMS',
      'bot/core/engine/send-reminders.ts:1 slack',
      'bot/domain/dashboard/entries.ts:1 Failed to send through Cisco Webex Teams. Code - ',
      'bot/domain/teams/create.ts:1 EMAIL',
      'bot/domain/teams/create.ts:3 SPARK',
    ]);
  });

  it('reads strings, template pieces and nested templates, not comments or regular expressions', () => {
    const literals = stringLiteralsOf(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text planted for the scanner
      "// 'no'\nconst a = 'one' + \"two\";\nconst b = `three ${f({ x: `four ${'five'}` })} six`;\nconst c = /'seven'/g;",
    ).map((literal) => literal.text);
    expect(literals).toEqual(['one', 'two', 'three ', 'four ', 'five', '', ' six']);
  });
});
