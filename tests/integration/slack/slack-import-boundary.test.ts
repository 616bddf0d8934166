/**
 * Only bot/adapters/slack/ imports Slack's SDKs (issue 18, ARCHITECTURE §3): the rest of the
 * server, the scheduler, shared code and the web app name no @slack/* package.
 */
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { findImportViolations, readSources, type TImportRule } from '../../architecture/import-rules.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const because = 'only bot/adapters/slack/ imports @slack/*';
const rules: TImportRule[] = ['bot/', 'scheduler/', 'shared/', 'tab/src/', 'manifest/'].map((files) => ({
  because,
  files,
  packages: ['@slack/'],
  except: ['bot/adapters/slack/'],
}));

it('holds across the code base', () => {
  const sources = readSources(root, ['bot', 'scheduler', 'shared', 'tab/src', 'manifest']);
  expect([...sources.keys()].some((file) => file.startsWith('bot/adapters/slack/'))).toBe(true);
  expect(findImportViolations(sources, rules)).toEqual([]);
});

it('catches an import of the Slack SDK outside the adapter', () => {
  const planted = new Map([
    ['bot/http/routes/slack/slack-routes.ts', "import { App } from '@slack/bolt';"],
    ['bot/adapters/slack/slack-bot.ts', "import { App } from '@slack/bolt';"],
  ]);
  expect(findImportViolations(planted, rules).map((v) => v.file)).toEqual(['bot/http/routes/slack/slack-routes.ts']);
});
