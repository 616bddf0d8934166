/**
 * Reads mail the way a person trying Rollcall does: the development outbox page, the email, the
 * link in it. Polls while the job engine delivers.
 */
import type { Page } from 'playwright-core';

/** Opens the newest email to `to` whose subject contains `subject`, and answers the URL of the link named `linkText`. */
export async function linkFromOutbox(
  page: Page,
  baseUrl: string,
  options: { to: string; subject: string; linkText: string },
): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    await page.goto(`${baseUrl}/dev/outbox`);
    const row = page.locator('tr', { hasText: options.to }).filter({ hasText: options.subject }).first();
    if (await row.count()) {
      await row.getByRole('link').click();
      await page.waitForLoadState();
      const href = await page.getByRole('link', { name: options.linkText }).first().getAttribute('href');
      if (!href) throw new Error(`no "${options.linkText}" link in the email`);
      return href;
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`no email "${options.subject}" to ${options.to} in the outbox`);
}
