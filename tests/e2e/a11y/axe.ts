/**
 * axe-core in a Playwright page: injects axe.min.js from node_modules and answers the serious and
 * critical violations of WCAG 2.0/2.1 A and AA, leaving out Fluent's focus-trap dummies
 * (`[data-tabster-dummy]`, invisible elements tabster adds around traps). The page's context must
 * be opened with `bypassCSP: true`: the app's CSP (rightly) refuses the injected script.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface TAxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the failing elements (the first few). */
  targets: string[];
}

interface TAxeResult {
  violations: Array<{
    id: string;
    impact?: string | null;
    help: string;
    nodes: Array<{ target: unknown[] }>;
  }>;
}

/** Runs axe on the page as it is now; answers the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<TAxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: AXE_PATH });
  const result = await page.evaluate(
    async ({ tags }) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } }).axe;
      return axe.run({ exclude: [['[data-tabster-dummy]']] }, { runOnly: { type: 'tag', values: tags } });
    },
    { tags: TAGS },
  );
  return (result as TAxeResult).violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' ')),
    }));
}

/** One line per finding, for a failure message a person can act on. */
export function describeAxeFindings(findings: readonly TAxeFinding[]): string[] {
  return findings.map(
    (finding) => `axe ${finding.impact} ${finding.rule} (${finding.help}): ${finding.targets.join(', ')}`,
  );
}
