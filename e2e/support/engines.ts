import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { waitForAnimations } from './overlays';

/**
 * Two rule engines beside axe, both injected from node_modules (no network, no downloaded browser):
 * - HTML_CodeSniffer with the WCAG2AA standard, the engine and standard pa11y runs (pa11y's own
 *   package would pull puppeteer and its browser download; its `@pa11y/html_codesniffer` build is
 *   the same file pa11y injects). Like pa11y's default, errors fail; warnings and notices are
 *   for a person to review.
 * - IBM Equal Access (`accessibility-checker-engine`, the rule engine that IBM's
 *   `accessibility-checker` loads from a CDN; its wrapper would also pull chromedriver and
 *   puppeteer). Like `accessibility-checker`'s default failLevels, violations and potential
 *   violations of the IBM_Accessibility ruleset fail.
 * The scripts are evaluated through the DevTools protocol, which the page's CSP does not govern.
 */
const read = (file: string) => fs.readFileSync(require.resolve(file), 'utf8');
let htmlcs: string | undefined;
let ace: string | undefined;

/** HTML_CodeSniffer rules that are false positives on this site, each with its reason. */
const HTMLCS_IGNORED: string[] = [];
/** IBM rules that are false positives on this site, each with its reason. */
const IBM_IGNORED: string[] = [];

export async function htmlcsErrors(page: Page): Promise<string[]> {
  htmlcs ??= read(path.join('@pa11y/html_codesniffer', 'build', 'HTMLCS.js'));
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(htmlcs);
  return page.evaluate(async (ignored) => {
    type Message = { type: number; code: string; msg: string; element: Element };
    const HTMLCS = (
      window as unknown as {
        HTMLCS: { process: (s: string, d: Document, cb: (e?: Error) => void) => void; getMessages: () => Message[] };
      }
    ).HTMLCS;
    await new Promise<void>((resolve, reject) =>
      HTMLCS.process('WCAG2AA', document, (error) => (error ? reject(error) : resolve())),
    );
    return HTMLCS.getMessages()
      .filter((m) => m.type === 1 && !ignored.some((code) => m.code.includes(code)))
      .map(
        (m) =>
          `${m.code}: ${m.msg} @ ${m.element instanceof Element ? m.element.outerHTML.slice(0, 160) : String(m.element)}`,
      );
  }, HTMLCS_IGNORED);
}

export async function ibmViolations(page: Page): Promise<string[]> {
  ace ??= read(path.join('accessibility-checker-engine', 'ace.js'));
  if (!(await page.evaluate(() => 'ace' in window))) await page.evaluate(ace);
  return page.evaluate(async (ignored) => {
    type Result = { ruleId: string; value: [string, string]; message: string; snippet: string; path: { dom: string } };
    const engine = (
      window as unknown as {
        ace: { Checker: new () => { check: (d: Document, r: string[]) => Promise<{ results: Result[] }> } };
      }
    ).ace;
    const report = await new engine.Checker().check(document, ['IBM_Accessibility']);
    return report.results
      .filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL')
      .filter((r) => !ignored.includes(r.ruleId))
      .map((r) => `${r.ruleId} (${r.value[1]}): ${r.message} @ ${r.path.dom} ${r.snippet.slice(0, 160)}`);
  }, IBM_IGNORED);
}

/** Fails with both engines' findings on the page (as it is now: open drawers and errors included). */
export async function expectNoEngineFindings(page: Page, state: string) {
  // Colours and boxes as drawn at rest, not mid-transition.
  await waitForAnimations(page);
  const findings = { state, htmlcs: await htmlcsErrors(page), ibm: await ibmViolations(page) };
  expect(findings).toEqual({ state, htmlcs: [], ibm: [] });
}
