import { journeys } from '../../test/engines/journeys';
import { Page, type Journey } from '../../test/engines/page';
import { startFirefox, type Engine } from './firefox';
import { startWebKit, type WebKitPaths } from './webkit';

export interface RunOptions {
  /** The `vite preview` of the demo build. */
  appOrigin: string;
  firefox: string | null;
  webkit: WebKitPaths | null;
  /** Only the journeys whose name contains this. */
  grep: string | null;
  /** A scratch folder (photos to upload, WebKit's GTK settings). */
  tmp: string;
}

interface Result {
  engine: string;
  journey: string;
  ms: number;
  error: string | null;
  /** Errors the page reported that do not fail a journey (page.ts: NOT_FAILING). */
  notes?: string[];
}

/** A journey that hangs (a driver that stopped answering) fails instead of holding the run. */
const JOURNEY_TIMEOUT_MS = 90_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function report(result: Result): void {
  const status = result.error === null ? 'ok  ' : 'FAIL';
  console.log(`${status} ${result.engine.padEnd(7)} ${result.journey} (${seconds(result.ms)})`);
  if (result.error !== null) console.log(`       ${result.error.replace(/\n/g, '\n       ')}`);
  for (const note of result.notes ?? []) console.log(`       note: ${note}`);
}

async function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${seconds(ms)}`)), ms);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** One browser for all of an engine's journeys: storage emptied between them, not a new browser. */
async function runEngine(
  name: string,
  start: () => Promise<Engine>,
  selected: Journey[],
  tmp: string,
): Promise<Result[]> {
  const began = Date.now();
  let engine: Engine;
  try {
    engine = await start();
  } catch (error) {
    const result = {
      engine: name,
      journey: 'start the browser',
      ms: Date.now() - began,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
    report(result);
    return [result];
  }
  console.log(`     ${name.padEnd(7)} browser started (${seconds(Date.now() - began)})`);
  const page = new Page(engine, tmp);
  const results: Result[] = [];
  try {
    for (const journey of selected) {
      const started = Date.now();
      let error: string | null = null;
      try {
        await withTimeout(
          (async () => {
            await page.reset({ latency: journey.latency ?? false });
            await journey.run(page);
            await page.expectNoErrors();
          })(),
          JOURNEY_TIMEOUT_MS,
        );
      } catch (failure) {
        error = failure instanceof Error ? (failure.stack ?? failure.message) : String(failure);
      }
      const result = {
        engine: name,
        journey: journey.name,
        ms: Date.now() - started,
        error,
        notes: page.takeNotes(),
      };
      report(result);
      results.push(result);
    }
  } finally {
    await engine.close().catch(() => undefined);
  }
  return results;
}

/** Runs the journeys in each engine found, the engines side by side; the exit code. */
export async function run(options: RunOptions): Promise<number> {
  const began = Date.now();
  const selected = journeys.filter(
    (journey) => options.grep === null || journey.name.includes(options.grep),
  );
  if (selected.length === 0) {
    console.error(`No journey matches "${options.grep}".`);
    return 1;
  }
  const engines: Promise<Result[]>[] = [];
  const { firefox, webkit } = options;
  if (firefox) {
    engines.push(
      runEngine('firefox', () => startFirefox(firefox, options.appOrigin), selected, options.tmp),
    );
  }
  if (webkit) {
    engines.push(
      runEngine(
        'webkit',
        () => startWebKit(webkit, options.appOrigin, options.tmp),
        selected,
        options.tmp,
      ),
    );
  }
  const results = (await Promise.all(engines)).flat();
  const failed = results.filter((result) => result.error !== null).length;
  console.log(`\nEngine journeys took ${seconds(Date.now() - began)}.`);
  console.log(`${results.length - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}
