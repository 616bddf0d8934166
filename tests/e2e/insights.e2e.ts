/**
 * The insights page in the browser (issue 22, spec part 2 §2.5): on two weeks of a seeded Daily
 * Standup, an admin types a query and sees highlighted hits, picks a member in the facet, finds
 * the search in the URL, reloads to the same search, steps Back, pages, exports; the whole path
 * again by keyboard alone; axe on every state; the page at 390 px; and a free plan's shared link
 * showing the default list under locked filters.
 */
import { TestClock } from 'pg-boss';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountRow, TUserRow } from '../../bot/domain/accounts/viewer.ts';
import { INSIGHTS_LIMITS, INSIGHTS_MESSAGES } from '../../shared/insights.ts';
import { addDaysToKey } from '../../shared/zoned-time.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../factories.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { readCsv } from '../integration/history/csv-reader.ts';
import { buildReportWithRuns, type TSeedEntry, type TSeedRun } from '../run-factories.ts';
import { describeAxeFindings, seriousAxeViolations } from './a11y/axe.ts';
import { launchBrowser, screenshot } from './browser.ts';

let server: TTestServer;
let browser: Browser;
let account: TAccountRow;
let admin: TUserRow;
let people: Record<'bo' | 'cy' | 'di' | 'ed', TUserRow>;
let freeAccount: TAccountRow;
let freeAdmin: TUserRow;

/** Wednesday March 17, 2027, 14:00 in Toronto. */
const NOW = '2027-03-17T18:00:00Z';
const TODAY = '2027-03-17';
const HOSTILE = '<img src=x onerror="window.__pwned=1"> release <script>window.__pwned=2</script>';

const insightsUrl = (query = '') => `${server.url}/team/insights/${query === '' ? '' : `?${query}`}`;
const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);
const showing = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ results$/);
const hits = (page: Page) => page.getByRole('list', { name: 'Entries found' }).getByRole('article');

async function pageFor(user: TUserRow, of: TAccountRow, width = 1280): Promise<Page> {
  const [, token] = (await signIn(server.db, user, of)).split('=');
  // bypassCSP: axe is injected as a script, which the app's CSP rightly refuses.
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  await context.addCookies([{ name: 'rollcall_session', value: token!, url: server.url }]);
  // An action that cannot happen fails with its reason instead of waiting for the test's timeout.
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

async function expectAxeClean(page: Page): Promise<void> {
  const findings = await seriousAxeViolations(page);
  expect(describeAxeFindings(findings)).toEqual([]);
}

/** The attachments page of the insights export emailed (and sent) to `to`, from the development outbox. */
async function exportAttachmentsUrl(to: string): Promise<string | undefined> {
  const list = (await fetch(`${server.url}/api/v1/dev/outbox`).then((response) => response.json())) as {
    emails: Array<{ to: string; template: string; status: string; attachments_url: string | null }>;
  };
  const email = list.emails.find((candidate) => candidate.to === to && candidate.template === 'insights-export');
  return email?.status === 'sent' ? (email.attachments_url ?? undefined) : undefined;
}

/** Presses Tab until the focused element matches, at most `max` times; fails otherwise. */
async function tabTo(page: Page, matches: (element: Element) => boolean, max = 60): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate((source) => {
      const test = new Function('element', `return (${source})(element)`) as (element: Element) => boolean;
      return document.activeElement !== null && test(document.activeElement);
    }, matches.toString());
    if (found) return;
  }
  throw new Error(`Tab never reached ${matches.toString()}`);
}

/** Bo writes about the release every day, Cy about billing (blocked on Fridays), Di is away on Mondays, Ed never answers. */
function dayOf(key: string, index: number): TSeedRun {
  const weekday = new Date(`${key}T12:00:00Z`).getUTCDay();
  const bo: TSeedEntry = {
    status: 'submitted',
    answers: [`Worked on the release checklist, step ${index + 1}`, 'Keep going', 'None'],
    goalCompleted: index % 2 === 0,
  };
  const cy: TSeedEntry = {
    status: 'submitted',
    answers: [
      index === 3 ? HOSTILE : 'Fixed bugs in **billing**',
      'More billing',
      weekday === 5 ? 'Waiting on finance' : 'None',
    ],
    blocked: weekday === 5,
  };
  const di: TSeedEntry =
    weekday === 1 ? 'vacation' : { status: 'submitted', answers: ['Design review', 'Mockups', 'None'] };
  return { key, entries: [bo, cy, di, 'sent'], summarySent: key !== TODAY };
}

beforeAll(async () => {
  server = await startTestServer({ clock: new TestClock(NOW) });
  browser = await launchBrowser();
  account = await buildAccount(server.db, { name: 'Harbor Co', trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  const team = await buildTeam(server.db, account, { name: 'Harbor Support' });
  const person = async (firstName: string, lastName: string) =>
    (await buildUser(server.db, { account, accountTypeId: 3, firstName, lastName, teams: [team] })).user;
  ({ user: admin } = await buildUser(server.db, {
    account,
    accountTypeId: 1,
    firstName: 'Ola',
    lastName: 'Admin',
    teams: [team],
    timeZone: 'America/Toronto',
  }));
  people = {
    bo: await person('Bo', 'Chen'),
    cy: await person('Cy', 'Diaz'),
    di: await person('Di', 'Evans'),
    ed: await person('Ed', 'Fox'),
  };
  // March 4 to 17: the default window (last 14 days) holds all fourteen runs.
  const keys = Array.from({ length: 14 }, (_, index) => addDaysToKey(TODAY, index - 13));
  await buildReportWithRuns(server.db, {
    account,
    team,
    owner: admin,
    members: [people.bo, people.cy, people.di, people.ed],
    form: { name: 'Daily Standup', goal_tracking_enabled: true },
    runs: keys.map(dayOf),
  });

  freeAccount = await buildAccount(server.db, { name: 'Tiny Co', planKey: 'free', subscriptionStatus: 'active' });
  const freeTeam = await buildTeam(server.db, freeAccount, { name: 'Tiny Team' });
  ({ user: freeAdmin } = await buildUser(server.db, {
    account: freeAccount,
    accountTypeId: 1,
    firstName: 'Fay',
    lastName: 'Free',
    teams: [freeTeam],
  }));
  await buildReportWithRuns(server.db, {
    account: freeAccount,
    team: freeTeam,
    owner: freeAdmin,
    members: [freeAdmin],
    form: { name: 'Tiny Standup' },
    runs: ['2027-03-05', '2027-03-15', '2027-03-16'].map((key) => ({
      key,
      entries: [{ status: 'submitted', answers: [`Entry of ${key}`, 'Next', 'None'] }],
    })),
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the insights page', () => {
  let page: Page;

  it('opens on the last 14 days with the banner, stats, chart and ten hits', async () => {
    page = await pageFor(admin, account);
    await page.goto(insightsUrl());
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Insights' }).count()).toBe(1);
    await visible(page, INSIGHTS_MESSAGES.newFeature);
    await expect.poll(() => page.getByRole('link', { name: INSIGHTS_MESSAGES.leaveFeedback }).count()).toBe(1);
    // 14 runs x 4 members.
    await expect.poll(() => showing(page).textContent()).toBe('Showing 1 to 10 of 56 results');
    await expect.poll(() => hits(page).count()).toBe(10);
    await visible(page, 'Entries from Mar 4 – Mar 17, 2027, your time zone (America/Toronto).');
    await expect.poll(() => page.getByRole('img', { name: /^Chart of participation/ }).count()).toBe(1);
    await visible(page, 'Did not check in for this run.');
    await expect
      .poll(() => page.getByRole('searchbox').getAttribute('placeholder'))
      .toBe(INSIGHTS_MESSAGES.searchPlaceholder);
    await expectAxeClean(page);
    await screenshot(page, 'insights-1-default');
  });

  it('searches what is typed after the pause and highlights the words', async () => {
    await page.getByRole('searchbox').fill('release');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('release');
    // Bo's fourteen entries and Cy's hostile one.
    await expect.poll(() => showing(page).textContent()).toBe('Showing 1 to 10 of 15 results');
    await expect.poll(() => page.locator('mark', { hasText: /^release$/ }).count()).toBeGreaterThan(0);
  });

  it('narrows to a member picked in the facet, with counts, and carries the search in the URL', async () => {
    const members = page.getByRole('combobox', { name: 'Members' });
    await members.click();
    // Fluent's multi-select list is a menu of checkable items.
    const cy = page.getByRole('menuitemcheckbox', { name: /^Cy Diaz \(\d+\)$/ });
    await expect.poll(() => cy.textContent()).toBe('Cy Diaz (1)');
    await expect
      .poll(() => page.getByRole('menuitemcheckbox', { name: /^Bo Chen/ }).textContent())
      .toBe('Bo Chen (14)');
    await cy.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.getAll('member')).toEqual([people.cy.id]);
    await expect.poll(() => showing(page).textContent()).toBe('Showing 1 to 1 of 1 results');
    const cyHit = hits(page).first();
    await expect.poll(() => cyHit.getByRole('link', { name: 'Cy Diaz' }).count()).toBe(1);
    // Cy's one 'release' answer is hostile markup: it stays text, nothing of it runs.
    await expect.poll(() => cyHit.locator('mark', { hasText: /^release$/ }).count()).toBe(1);
    expect(await cyHit.locator('img[src="x"], script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    const status = page.getByRole('combobox', { name: 'Status' });
    await status.click();
    await expect.poll(() => page.getByRole('option', { name: /^Checked in/ }).textContent()).toBe('Checked in (1)');
    await page.keyboard.press('Escape');
    await expectAxeClean(page);
    await screenshot(page, 'insights-2-query-and-facet');
  });

  it('shows the same search after a reload and steps Back to the one before', async () => {
    const before = page.url();
    await page.reload();
    await expect.poll(() => page.url()).toBe(before);
    await expect.poll(() => page.getByRole('searchbox').inputValue()).toBe('release');
    await expect.poll(() => page.getByRole('combobox', { name: 'Members' }).inputValue()).toBe('Cy Diaz');
    await expect.poll(() => showing(page).textContent()).toBe('Showing 1 to 1 of 1 results');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('member')).toEqual([]);
    await expect.poll(() => page.getByRole('searchbox').inputValue()).toBe('release');
    await expect.poll(() => showing(page).textContent()).toBe('Showing 1 to 10 of 15 results');
  });

  it('pages with Next and Previous', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => showing(page).textContent()).toBe('Showing 11 to 15 of 15 results');
    await expect.poll(() => hits(page).count()).toBe(5);
    await expect.poll(() => page.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => showing(page).textContent()).toBe('Showing 1 to 10 of 15 results');
  });

  it('exports the search and says the file is on its way', async () => {
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    await visible(page, INSIGHTS_MESSAGES.exportStarted);
    await screenshot(page, 'insights-3-export');
    // The email arrives with the search's fifteen entries in its CSV.
    await expect.poll(() => exportAttachmentsUrl(admin.email), { timeout: 30_000 }).toBeTruthy();
    const attachments = (await exportAttachmentsUrl(admin.email))!;
    const file = Buffer.from(await (await fetch(`${server.url}${attachments}/0`)).arrayBuffer());
    const rows = readCsv(file.toString('utf8').replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(16);
    expect(rows.filter((row) => row.join(' ').includes('Worked on the release checklist'))).toHaveLength(14);
  });

  it('says No matching entries, and Reset brings back everything', async () => {
    await page.getByRole('searchbox').fill('zebra');
    await visible(page, INSIGHTS_MESSAGES.emptyTitle);
    await visible(page, INSIGHTS_MESSAGES.emptyText);
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => page.getByRole('searchbox').inputValue()).toBe('');
    await expect.poll(() => showing(page).textContent()).toBe('Showing 1 to 10 of 56 results');
  });
});

describe('edges of paging and Reset', () => {
  it('moves a link past the last page to the last page, with Next disabled there', async () => {
    const page = await pageFor(admin, account);
    await page.goto(insightsUrl('q=release&page=9'));
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => showing(page).textContent()).toBe('Showing 11 to 15 of 15 results');
    await expect.poll(() => hits(page).count()).toBe(5);
    expect(await page.getByText(INSIGHTS_MESSAGES.emptyTitle).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
    // In place: Back leaves the page instead of returning to the page past the end.
    await expect.poll(() => page.evaluate(() => window.history.length)).toBe(2);
  });

  it('Reset drops keywords still waiting out the 600 ms pause', async () => {
    const page = await pageFor(admin, account);
    await page.goto(insightsUrl());
    await expect.poll(() => showing(page).textContent()).toBe('Showing 1 to 10 of 56 results');
    await page.getByRole('searchbox').fill('zebra');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => page.getByRole('searchbox').inputValue()).toBe('');
    await page.waitForTimeout(INSIGHTS_LIMITS.debounceMs * 2);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByRole('searchbox').inputValue()).toBe('');
    expect(await showing(page).textContent()).toBe('Showing 1 to 10 of 56 results');
  });
});

describe('by keyboard alone', () => {
  it('searches, chooses a date range and a status, and pages', async () => {
    const page = await pageFor(admin, account);
    await page.goto(insightsUrl());
    await expect.poll(() => showing(page).textContent()).toBe('Showing 1 to 10 of 56 results');
    await tabTo(page, (element) => element.getAttribute('type') === 'search');
    await page.keyboard.type('billing');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('billing');
    await expect.poll(() => showing(page).textContent()).toBe('Showing 1 to 10 of 14 results');

    await tabTo(
      page,
      (element) => element.getAttribute('role') === 'combobox' && element.textContent === 'Last 14 days',
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('option', { name: 'Last 30 days' }).count()).toBe(1);
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('range')).toBe('last_30_days');

    await tabTo(
      page,
      (element) => element.getAttribute('role') === 'combobox' && element.textContent === 'All statuses',
    );
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('state')).toBe('Checked in');
    await expect.poll(() => showing(page).textContent()).toBe('Showing 1 to 10 of 14 results');

    await tabTo(page, (element) => element.textContent === 'Next');
    await page.keyboard.press('Enter');
    await expect.poll(() => showing(page).textContent()).toBe('Showing 11 to 14 of 14 results');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Next');
    await screenshot(page, 'insights-4-keyboard');
  });
});

describe('at 390 px', () => {
  it('fits the width with a query and facets', async () => {
    const page = await pageFor(admin, account, 390);
    await page.goto(insightsUrl(`q=release&member=${people.bo.id}`));
    await expect.poll(() => showing(page).textContent()).toBe('Showing 1 to 10 of 14 results');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(page);
    await screenshot(page, 'insights-5-narrow');
  });
});

describe('a plan without insights search', () => {
  it('shows the default list under locked filters, even from a shared link, with the plan note', async () => {
    const page = await pageFor(freeAdmin, freeAccount);
    await page.goto(insightsUrl('q=entry&range=last_90_days'));
    await visible(page, INSIGHTS_MESSAGES.locked);
    await expect.poll(() => page.getByRole('link', { name: 'See plans' }).count()).toBeGreaterThan(0);
    // Free: 7 days of history, so March 5 is never listed.
    await expect.poll(() => showing(page).textContent()).toBe('Showing 1 to 2 of 2 results');
    await visible(page, /Your plan shows the last 7 days\./);
    await expect.poll(() => page.getByRole('searchbox').count()).toBe(0);
    await expectAxeClean(page);
    await screenshot(page, 'insights-6-locked');
  });
});
