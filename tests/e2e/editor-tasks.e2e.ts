/**
 * The check-in editor's task search in the browser (issue 23 §3, spec part 3 §2.6): a member with
 * a GitHub connection opens their check-in, opens the GitHub panel, picks a repository, types a
 * search (one call after the 600 ms pause), picks a result by mouse and another by keyboard, and
 * finds both Markdown links in the answer where the caret was, saved (a reload shows them). The
 * GitHub API is a local fake answering /user/repos and /search/issues like GitHub does.
 *
 * Needs the service_connection routes (get_github_data, search_github) and the check-in context's
 * is_github_connected flag, which are built beside this panel (oauth-core).
 */
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, serviceConnections } from '../../bot/db/schema/index.ts';
import type { TUserRow } from '../../bot/domain/accounts/viewer.ts';
import { createSecretBox } from '../../bot/domain/secrets/secret-box.ts';
import { WORK_TOOL_LIMITS } from '../../shared/work-tools.ts';
import { localDateKey } from '../../shared/zoned-time.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../factories.ts';
import { startFakeServer, type TFakeServer } from '../fakes/fake-server.ts';
import { startTestServer, TEST_SESSION_SECRET, type TTestServer } from '../helpers/test-server.ts';
import { buildReportWithRuns } from '../run-factories.ts';
import { describeAxeFindings, seriousAxeViolations } from './a11y/axe.ts';
import { launchBrowser, screenshot } from './browser.ts';

const TOKEN = 'gho_e2e-editor-tasks-token';

/** Two repositories of the member, as GET /user/repos answers them. */
const REPOS = [
  { id: 101, name: 'app', full_name: 'acme/app', private: false, html_url: 'https://github.com/acme/app' },
  { id: 102, name: 'api', full_name: 'acme/api', private: true, html_url: 'https://github.com/acme/api' },
].map((repo) => ({ ...repo, owner: { login: 'acme' } }));

/** GitHub's search result item for an issue (or a pull request, with pull_request set). */
function issue(repo: string, number: number, title: string, pull = false) {
  return {
    id: number * 1000,
    number,
    title,
    state: 'open',
    html_url: `https://github.com/${repo}/${pull ? 'pull' : 'issues'}/${number}`,
    repository_url: `https://api.github.com/repos/${repo}`,
    user: { login: 'octo' },
    ...(pull ? { pull_request: { html_url: `https://github.com/${repo}/pull/${number}` } } : {}),
  };
}

let server: TTestServer;
let github: TFakeServer;
let browser: Browser;
let page: Page;
let member: TUserRow;
let hash: string;
let questionKey: string;

const LOGIN_ISSUE = 'Fix the login redirect [prod]';
// The GitHub provider puts the issue or pull request number before its title.
const LOGIN_LINK = '[#7 Fix the login redirect \\[prod\\]](https://github.com/acme/api/issues/7)';
const PR_LINK = '[#9 Login (v2) rollout](https://github.com/acme/api/pull/9)';

const visible = (text: string | RegExp) =>
  expect.poll(() => page.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);
const storedAnswer = async () => {
  const [row] = await server.db.select().from(checkins).where(eq(checkins.hash, hash));
  return row?.answers[questionKey] ?? '';
};
const editor = () => page.getByRole('textbox', { name: 'What did you do yesterday?' });
const searches = () => github.calls('GET', '/search/issues');

beforeAll(async () => {
  github = await startFakeServer('github-api', [
    {
      method: 'GET',
      path: '/user/repos',
      respond: (request) =>
        request.headers.authorization?.includes(TOKEN)
          ? { body: REPOS }
          : { status: 401, body: { message: 'Bad credentials' } },
    },
    {
      method: 'GET',
      path: '/search/issues',
      respond: (request) => {
        const q = request.query.get('q') ?? '';
        const pulls = /is:pr|type:pr/.test(q);
        const items = !q.includes('login')
          ? []
          : pulls
            ? [issue('acme/api', 9, 'Login (v2) rollout', true)]
            : [issue('acme/api', 7, LOGIN_ISSUE), issue('acme/api', 8, 'Login page copy')];
        return { body: { total_count: items.length, incomplete_results: false, items } };
      },
    },
  ]);
  server = await startTestServer({
    env: {
      GITHUB_CLIENT_ID: 'e2e-client',
      GITHUB_CLIENT_SECRET: 'e2e-secret',
      GITHUB_URL: github.url,
      GITHUB_API_URL: github.url,
    },
  });
  browser = await launchBrowser();
  const account = await buildAccount(server.db, { trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  const team = await buildTeam(server.db, account, { name: 'Harbor Support' });
  ({ user: member } = await buildUser(server.db, { account, teams: [team] }));
  const today = localDateKey(new Date(), 'UTC');
  const seeded = await buildReportWithRuns(server.db, {
    account,
    team,
    owner: member,
    members: [member],
    form: { name: 'Daily Standup' },
    runs: [{ key: today, entries: ['sent'] }],
  });
  hash = seeded.checkins.get(today)!.get(member.id)!.hash;
  questionKey = seeded.questionKeys[0]!;
  // The member connected GitHub earlier: the token is sealed with the app's key, as the callback stores it.
  await server.db.insert(serviceConnections).values({
    accountId: account.id,
    userId: member.id,
    service: 'github',
    accessToken: createSecretBox(TEST_SESSION_SECRET).seal(TOKEN),
    externalId: '4242',
    externalName: 'octo',
    meta: { scopes: ['repo'] },
  });
  const [, session] = (await signIn(server.db, member, account, team)).split('=');
  // bypassCSP: axe is injected as a script, which the app's CSP rightly refuses.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  await context.addCookies([{ name: 'rollcall_session', value: session!, url: server.url }]);
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await github?.close();
});

describe('the GitHub panel of the check-in editor', () => {
  it('shows the connected tool, closed, beside Connect your tool', async () => {
    await page.goto(`${server.url}/checkin/${hash}`);
    await visible('What did you do yesterday?');
    await visible('Tasks & Activity');
    const toggle = page.getByRole('button', { name: 'GitHub', exact: true });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('link', { name: 'Connect your tool' }).getAttribute('href')).toBe(
      '/my/settings/services/',
    );
    expect(github.calls('GET', '/user/repos')).toHaveLength(0);
  });

  it('opens to the repositories, polled while open, and searches once after the pause', async () => {
    await editor().click();
    await editor().pressSequentially('Worked on  today', { delay: 5 });
    await page.keyboard.press('ArrowLeft');
    for (let step = 0; step < 'today'.length; step += 1) await page.keyboard.press('ArrowLeft');
    await page.getByRole('button', { name: 'GitHub', exact: true }).click();
    const repo = page.getByRole('combobox', { name: 'Repository' });
    await expect.poll(() => repo.locator('option').allTextContents()).toEqual(['acme/app', 'acme/api']);
    await repo.selectOption({ label: 'acme/api' });
    const firstPolls = github.calls('GET', '/user/repos').length;
    await expect
      .poll(() => github.calls('GET', '/user/repos').length, { timeout: WORK_TOOL_LIMITS.pollMs * 3 })
      .toBeGreaterThan(firstPolls);

    await page.getByRole('searchbox', { name: 'Search issues and pull requests' }).pressSequentially('login', {
      delay: 40,
    });
    await visible(LOGIN_ISSUE);
    expect(searches()).toHaveLength(1);
    const q = searches()[0]!.query.get('q') ?? '';
    expect(q).toContain('login');
    expect(q).toContain('acme/api');
    expect(searches()[0]!.headers.authorization).toContain(TOKEN);
    await visible('2 results. Choose one to add its link to your answer.');
    const findings = await seriousAxeViolations(page);
    expect(describeAxeFindings(findings)).toEqual([]);
    await screenshot(page, 'editor-tasks-1-results');
  });

  it('links a picked result into the answer at the caret, and autosave keeps it', async () => {
    await page.getByRole('button', { name: new RegExp(LOGIN_ISSUE.replace(/[[\]]/g, '\\$&')) }).click();
    await expect.poll(() => editor().inputValue()).toBe(`Worked on ${LOGIN_LINK} today`);
    await visible('Saved!');
    await expect.poll(storedAnswer).toBe(`Worked on ${LOGIN_LINK} today`);
    await screenshot(page, 'editor-tasks-2-linked');
  });

  it('searches pull requests and picks one by keyboard, after the first link', async () => {
    await page.getByRole('radio', { name: 'Pull requests' }).check();
    await visible('Login (v2) rollout');
    const pick = page.getByRole('button', { name: /Login \(v2\) rollout/ });
    await pick.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => editor().inputValue()).toBe(`Worked on ${LOGIN_LINK} ${PR_LINK} today`);
    await expect.poll(storedAnswer).toBe(`Worked on ${LOGIN_LINK} ${PR_LINK} today`);
  });

  it('shows the links after a reload, and stops asking GitHub once the panel is hidden', async () => {
    await page.reload();
    await expect.poll(() => editor().inputValue()).toBe(`Worked on ${LOGIN_LINK} ${PR_LINK} today`);
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect
      .poll(() => page.getByRole('link', { name: 'Fix the login redirect [prod]' }).getAttribute('href'))
      .toBe('https://github.com/acme/api/issues/7');
    await page.getByRole('button', { name: 'GitHub', exact: true }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Repository' }).count()).toBe(1);
    await page.getByRole('button', { name: 'GitHub', exact: true }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Repository' }).count()).toBe(0);
    const settled = github.calls('GET', '/user/repos').length;
    await page.waitForTimeout(WORK_TOOL_LIMITS.pollMs * 2);
    expect(github.calls('GET', '/user/repos')).toHaveLength(settled);
    await screenshot(page, 'editor-tasks-3-reloaded');
  });
});
