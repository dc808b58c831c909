import type { Browser, BrowserContext } from 'playwright-core';

const PREFIX = '[csp-violation]';

/**
 * Runs in every document before the app: the browser fires `securitypolicyviolation` for each
 * blocked load, inline code or eval; echoed to the console, where the context hears it.
 */
const reportViolations = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error(${JSON.stringify(PREFIX)} + ' ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') +
    ' (' + (event.sourceFile || event.documentURI) + ':' + event.lineNumber + ')');
});`;

/**
 * Makes any Content-Security-Policy violation in any page of this browser fail the test file: every
 * context it opens (browser.newPage opens one too) reports them, and browser.close() — every file's
 * afterAll — throws with the list, after closing.
 */
export function failOnCspViolations(browser: Browser): Browser {
  const violations: string[] = [];
  const watch = async (context: BrowserContext) => {
    await context.addInitScript(reportViolations);
    context.on('console', (message) => {
      const text = message.text();
      if (text.startsWith(PREFIX))
        violations.push(`${message.page()?.url() ?? '?'} → ${text.slice(PREFIX.length + 1)}`);
    });
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watch(context);
    return context;
  };
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    await close(options);
    if (violations.length > 0) {
      throw new Error(`Violaciones de la Content-Security-Policy en el navegador:\n${violations.join('\n')}`);
    }
  };
  return browser;
}
