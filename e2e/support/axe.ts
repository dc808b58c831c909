import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** axe-core's serious and critical violations on what the page shows now, described so a failure says what and where. */
export async function seriousViolations(page: Page, state = ''): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation: Violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation: Violation) =>
        `${state ? `[${state}] ` : ''}${violation.impact} ${violation.id}: ${violation.help} → ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}
