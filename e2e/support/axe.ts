// axe inside our shadow roots: axe-core walks open shadow roots, so including the host element
// audits everything the widget rendered. In axe's one-page mode (`setLegacyMode`): the default
// mode opens a blank page per audit to merge the frames' results (axe injected twice, a renderer
// started), for cross-origin iframes our pages do not have (the sanitizers strip them). On the
// 2-core machine that was 1.5 of every route visit's 2.1 s in everyRoute (axe 240 → 122 s of 336).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * axe violations (WCAG 2.x A/AA) inside the element matching `selector`. Run it after reading CSP
 * violations: axe-core adds un-nonced `<style>` elements that a strict page CSP reports.
 */
export async function axeInside(page: Page, selector: string): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => JSON.stringify(n.target)),
  }));
}
