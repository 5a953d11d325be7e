/**
 * A screen's main-thread time as a slow phone lives it: the page opened cold with the CPU slowed
 * 4x (Chrome's own throttling, as Lighthouse's mobile profile and DevTools apply it), its long
 * tasks (over 50 ms) recorded by the browser from the first byte until the screen has settled.
 *
 * - longest: the longest task, in ms. A tap during it waits that long.
 * - blocking: the total blocking time after the first paint (each long task's time beyond 50 ms,
 *   summed), Lighthouse's TBT measured in the page rather than simulated.
 *
 * The same slowdown is slower on a slower or busier machine: before each load, a fixed piece of
 * script is timed in the same page (cpuSpeed), and the load's tasks are scaled to the reference
 * machine's speed, as Lighthouse's benchmark index does. Another process can still only add
 * time, never take it away: each figure is the least of `runs` loads, what the page itself costs.
 * `npm run size` checks them against each screen's budget (docs/budgets.md).
 */
export const CPU_SLOWDOWN = 4;
/** cpuSpeed's time on the reference machine (CI's kind: 2 cores, idle) at CPU_SLOWDOWN. */
export const REFERENCE_MS = 100;

/** A task of the page: `start` and `duration` in ms from navigation. */
function summary(tasks, firstPaint) {
  const longest = tasks.reduce((most, task) => Math.max(most, task.duration), 0);
  const blocking = tasks
    .filter((task) => task.start + task.duration > firstPaint)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return { longest: Math.round(longest), blocking: Math.round(blocking) };
}

/** How long (ms) a fixed piece of script takes in `page` now: the best of three rounds. */
function cpuSpeed(page) {
  return page.evaluate(() => {
    let fastest = Infinity;
    for (let round = 0; round < 3; round += 1) {
      const start = performance.now();
      let value = 0;
      const rows = [];
      for (let index = 0; index < 1_000_000; index += 1) {
        value = (value * 31 + index) % 1_000_003;
        if (index % 50 === 0) rows.push({ id: index, name: `n${value}` });
      }
      JSON.parse(JSON.stringify(rows));
      fastest = Math.min(fastest, performance.now() - start);
    }
    return fastest;
  });
}

/** One cold load: its long tasks, from the browser's own record, and the machine's speed. */
async function loadOnce(browser, url, { storageState, locale, ready }) {
  const context = await browser.newContext({
    ...(storageState ? { storageState } : {}),
    ...(locale ? { locale } : {}),
    viewport: { width: 412, height: 823 },
  });
  try {
    await context.addInitScript(() => {
      const seen = [];
      Object.defineProperty(window, '__longTasks', { value: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          seen.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const speed = await cpuSpeed(page);
    await page.goto(url);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // What the last answers set going (a list, the lazy sections near the screen) runs now.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 1_000))),
    );
    const { tasks, firstPaint } = await page.evaluate(() => ({
      tasks: window.__longTasks,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    return { tasks, firstPaint, speed };
  } finally {
    await context.close();
  }
}

/**
 * The screen's figures: the least of `runs` cold loads each (see above), and every load's, for
 * the report. `ready` is a selector the loaded screen shows.
 */
export async function measureMainThread(browser, url, options) {
  const { runs = 3 } = options;
  const each = [];
  for (let run = 0; run < runs; run += 1) {
    const { tasks, firstPaint, speed } = await loadOnce(browser, url, options);
    // Never scaled up: a machine faster than the reference earns no allowance from it.
    const scale = Math.max(1, speed / REFERENCE_MS);
    const scaled = tasks.map((task) => ({ start: task.start, duration: task.duration / scale }));
    each.push({ ...summary(scaled, firstPaint), scale: Math.round(scale * 10) / 10 });
  }
  return {
    longest: Math.min(...each.map((one) => one.longest)),
    blocking: Math.min(...each.map((one) => one.blocking)),
    runs: each,
  };
}
