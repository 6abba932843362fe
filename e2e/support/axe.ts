import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { waitForAnimations } from './overlays';

/** WCAG 2.2 A and AA (with the 2.0 and 2.1 rules they include). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Fails with the list of violations (rule, impact, first target) if the page breaks a WCAG A/AA rule.
 * Transitions running on the page end first: colour contrast is measured on colours at rest.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  await waitForAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary).toEqual([]);
}
