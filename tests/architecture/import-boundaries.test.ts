import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findImportViolations, importsOf, readSources } from './import-rules.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('import boundaries (ARCHITECTURE §3.1)', () => {
  it('holds across the code base', () => {
    const sources = readSources(root, ['bot', 'scheduler', 'shared', 'tab/src', 'bench']);
    expect(sources.size).toBeGreaterThan(20);
    expect(findImportViolations(sources)).toEqual([]);
  });

  it('catches a domain file importing a platform SDK, the web framework or an adapter, and an SDK outside its adapter', () => {
    const planted = new Map([
      [
        'bot/domain/reports/create-report.ts',
        "import { App } from '@slack/bolt';\nimport type { FastifyInstance } from 'fastify';\nimport { x } from '../../adapters/email/mailer.ts';",
      ],
      ['bot/core/engine.ts', "import { PgBoss } from 'pg-boss';"],
      ['shared/plans.ts', "import { readFileSync } from 'node:fs';"],
      ['bot/db/client.ts', "import { seedDemo } from '../domain/accounts/seed-demo.ts';"],
      ['tab/src/pages/Home.tsx', "import { app } from '@microsoft/teams-js';"],
      ['tab/src/host/teams.ts', "import { app } from '@microsoft/teams-js';"],
      ['bot/http/routes/slack-events.ts', "import { App } from '@slack/bolt';"],
      ['scheduler/slack-jobs.ts', "import { WebClient } from '@slack/web-api';"],
      ['bot/adapters/slack/slack-app.ts', "import { App } from '@slack/bolt';"],
      ['bot/adapters/email/teams.ts', "import { Activity } from '@microsoft/agents-activity';"],
      ['bot/adapters/msteams/teams-turn.ts', "import { Activity } from '@microsoft/agents-activity';"],
    ]);
    const violations = findImportViolations(planted).map((v) => `${v.file} -> ${v.specifier}`);
    expect(violations).toEqual([
      'bot/domain/reports/create-report.ts -> @slack/bolt',
      'bot/domain/reports/create-report.ts -> fastify',
      'bot/domain/reports/create-report.ts -> ../../adapters/email/mailer.ts',
      // The Slack SDK is also out of bounds anywhere outside bot/adapters/slack/.
      'bot/domain/reports/create-report.ts -> @slack/bolt',
      'bot/core/engine.ts -> pg-boss',
      'shared/plans.ts -> node:fs',
      'bot/db/client.ts -> ../domain/accounts/seed-demo.ts',
      'tab/src/pages/Home.tsx -> @microsoft/teams-js',
      'bot/http/routes/slack-events.ts -> @slack/bolt',
      'scheduler/slack-jobs.ts -> @slack/web-api',
      'bot/adapters/email/teams.ts -> @microsoft/agents-activity',
    ]);
  });

  it('reads static, type-only, side-effect and dynamic imports', () => {
    expect(
      importsOf(
        "import a from 'a';\nimport type { B } from 'b';\nexport * from './c.ts';\nimport 'd';\nconst e = await import('e');",
      ),
    ).toEqual(['a', 'b', './c.ts', 'd', 'e']);
  });
});
