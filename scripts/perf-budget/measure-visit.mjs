/**
 * One first visit in Chromium (empty cache, service workers blocked, 390×844): the requests the page
 * started before it was ready and the long tasks of its start-up. Requests come from the DevTools
 * protocol (an unfinished stream counts too); the ready moment and the long tasks from the page itself.
 */

const ACTION_LABELS = ['Iniciar jornada', 'Iniciar otra jornada', 'Finalizar pausa', 'Finalizar jornada'];

/**
 * Runs in the page before any of its scripts. Records the long tasks, and the first moment the card's
 * main action button is visible, enabled and React's own: React keeps its props on the nodes it renders
 * (`__reactProps$…`), so a server-rendered or inline copy of the card does not count until the app has
 * mounted over it.
 */
function recordStartUp(labels) {
  const state = { longTasks: [], readyAt: null };
  window.__perfBudget = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const isCardReady = () => {
    for (const button of document.querySelectorAll('main button')) {
      if (!labels.includes(button.textContent.trim()) || button.disabled) continue;
      if (!Object.keys(button).some((key) => key.startsWith('__reactProps$'))) continue;
      const box = button.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && getComputedStyle(button).visibility === 'visible') return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    if (state.readyAt === null && isCardReady()) {
      state.readyAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** Waits in the page until a second has passed with no new long task (at most `timeoutMs` after ready). */
function hasSettled({ quietMs }) {
  const state = window.__perfBudget;
  const last = state.longTasks.at(-1);
  const lastEnd = last ? last.startTime + last.duration : 0;
  const now = performance.now();
  return now - Math.max(lastEnd, state.readyAt ?? now) >= quietMs;
}

/**
 * Visits `path` in a new context. `waitFor`: 'card' (the worker's home: ready when the card is usable)
 * or 'load' (ready at the load event). Resolves to `{ readyAt, requests, longTasks }`: requests are
 * `{ url, type, startedAt, bytes }`, `startedAt` in the page's milliseconds since navigation.
 */
export async function measureVisit(
  browser,
  { baseUrl, path, cookieHeader = null, waitFor, cpuThrottle = 1, timeoutMs = 60_000 },
) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  try {
    if (cookieHeader) {
      await context.addCookies(
        cookieHeader.split('; ').map((pair) => {
          const [name, ...value] = pair.split('=');
          return { name, value: value.join('='), url: baseUrl };
        }),
      );
    }
    await context.addInitScript(recordStartUp, ACTION_LABELS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', (event) => {
      // A redirect reuses the id: the first start is when the request began.
      if (!requests.has(event.requestId))
        requests.set(event.requestId, {
          url: event.request.url,
          type: event.type ?? 'Other',
          wallTime: event.wallTime,
          bytes: 0,
        });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.bytes = event.encodedDataLength;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });

    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: timeoutMs });
    if (waitFor === 'card') {
      await page.waitForFunction(() => window.__perfBudget.readyAt !== null, null, {
        timeout: timeoutMs,
        polling: 100,
      });
    } else {
      await page.evaluate(() => {
        window.__perfBudget.readyAt = performance.getEntriesByType('navigation')[0].loadEventEnd;
      });
    }
    await page.waitForFunction(hasSettled, { quietMs: 1000 }, { timeout: timeoutMs, polling: 100 });
    // The network's clock is the wall clock: the page's time origin turns it into the page's milliseconds.
    const { readyAt, longTasks, timeOrigin } = await page.evaluate(() => ({
      ...window.__perfBudget,
      timeOrigin: performance.timeOrigin,
    }));
    const base = new URL(baseUrl).origin;
    return {
      readyAt,
      longTasks,
      requests: [...requests.values()].map(({ wallTime, url, ...rest }) => ({
        ...rest,
        url: url.startsWith(base) ? url.slice(base.length) : url,
        startedAt: wallTime * 1000 - timeOrigin,
      })),
    };
  } finally {
    await context.close();
  }
}
