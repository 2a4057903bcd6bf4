// axe-core on a page open in Chromium: each violation as one line (rule, impact, help, the first
// three elements), so that `expect(await axeViolations(page)).toEqual([])` prints what to fix.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeOptions {
  /**
   * Also check that an accessible name contains the visible label (WCAG 2.5.3), a rule axe ships
   * switched off and Lighthouse reports.
   */
  labelInName?: boolean;
  /**
   * First wait for the page's finite animations (a dialog fading in over 0.2 s) to end: axe reads
   * colours as they are at that moment, and text half faded in fails a contrast check no visitor
   * sees fail.
   */
  settled?: boolean;
}

export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  if (options.settled) {
    await page.evaluate(() => Promise.all(document.getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined))));
  }
  let axe = new AxeBuilder({ page });
  if (options.labelInName) axe = axe.options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  const result = await axe.analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}
