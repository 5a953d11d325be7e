import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A test that starts one: a fresh Node process loading Vite takes seconds on a loaded machine. */
export const CHILD_PROCESS_TIMEOUT = 60_000;
const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Calls `name` of the TypeScript module `path` (from the repository's root) in a fresh Node
 * process whose TZ is `zone`, and returns what it returned (JSON) with the zone's offset in
 * January. Setting process.env.TZ in a test would change nothing: Vitest runs it in a worker
 * thread, whose process.env is a copy that the time zone never reads (Node only re-reads TZ when
 * the main thread's env changes). The child loads the module with Vite's runnerImport (Node 24
 * strips types, but knows neither the `@/` alias nor the macros), with the app's Lingui macros
 * (build/lingui.ts) as the app builds them.
 */
export async function inZone<T>(
  zone: string,
  path: string,
  name: string,
  args: unknown[],
): Promise<{ offset: number; result: T }> {
  const script = `
    const { runnerImport } = await import('vite');
    const bare = { root: ${JSON.stringify(root)}, configFile: false, logLevel: 'silent' };
    const { module: lingui } = await runnerImport('/build/lingui.ts', bare);
    const { module } = await runnerImport(${JSON.stringify(path)}, {
      ...bare,
      plugins: lingui.linguiPlugins(),
      resolve: { alias: { '@': ${JSON.stringify(`${root}src`)} } },
    });
    const result = await module[${JSON.stringify(name)}](...${JSON.stringify(args)});
    console.log(JSON.stringify({ offset: new Date(2027, 0, 1).getTimezoneOffset(), result }));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env: { ...process.env, TZ: zone },
  });
  return JSON.parse(stdout) as { offset: number; result: T };
}
