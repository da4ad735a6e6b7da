import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page (through DevTools, so the page's CSP does not block it) and expects no violation. */
export async function expectNoAxeViolations(page: Page) {
  // A back-office page names itself once its screen has rendered: checked as a person meets it, not
  // in the moment between (axe's document-title rule failed there now and then).
  await expect(page).toHaveTitle(/\S/);
  // Once per document: the back office navigates without reloading, and axe weighs half a megabyte.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    // Only the violations are asked for: axe skips the work of listing what passes.
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  expect(violations).toEqual([]);
}
