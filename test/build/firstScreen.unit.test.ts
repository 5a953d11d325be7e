import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { runInNewContext } from 'node:vm';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_SCREENS,
  firstScreen,
  SHELL_LANGUAGE_SCRIPT,
  sheetMoveScript,
} from '../../build/firstScreen.ts';
import { LOCALE_KEY } from '../../src/lib/i18n/localeKey.ts';
import { EARLY_CALLS } from '../../src/lib/early/earlySettings.ts';
import { callHook, REAL_API } from './hooks.ts';

const root = '/app';
const [search] = FIRST_SCREENS;
const chunk = (fileName: string, imports: string[], more: object = {}) => ({
  type: 'chunk',
  fileName,
  imports,
  isEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  viteMetadata: { importedCss: new Set<string>() },
  ...more,
});
/** The entry, the search page with its shared chunk and CSS, its layout inside a group chunk. */
const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/rolldown-runtime.js'], { isEntry: true }),
  'assets/rolldown-runtime.js': chunk('assets/rolldown-runtime.js', []),
  'assets/SearchPage.js': chunk('assets/SearchPage.js', ['assets/index.js', 'assets/shared.js'], {
    facadeModuleId: join(root, search.page),
    viteMetadata: { importedCss: new Set(['assets/SearchPage.css']) },
  }),
  'assets/shared.js': chunk('assets/shared.js', ['assets/rolldown-runtime.js'], {
    moduleIds: [join(root, search.layouts[0])],
  }),
  'assets/SearchPage.css': { type: 'asset', fileName: 'assets/SearchPage.css' },
};
const html =
  '<head><script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime.js"></head>';

async function build(outDir: string) {
  const plugin = firstScreen('unit');
  callHook(plugin, 'configResolved', {}, { root: process.cwd(), base: '/', build: { outDir } });
  await callHook(plugin, 'buildStart', {});
  callHook(plugin, 'configResolved', {}, { root, base: '/', build: { outDir } });
  const result = callHook(plugin, 'transformIndexHtml', {}, html, { bundle }) as {
    html: string;
    tags: { tag: string; attrs?: Record<string, string>; children?: string }[];
  };
  callHook(plugin, 'writeBundle', {});
  const script = result.tags.find((tag) => tag.tag === 'script')?.children ?? '';
  // The sheet's address is moved first (its own test below); the rest follows it.
  const move = await sheetMoveScript(process.cwd());
  const policy = result.tags.find((tag) => tag.attrs?.['http-equiv'])?.attrs?.content ?? '';
  const hash = `sha256-${createHash('sha256').update(script).digest('base64')}`;
  const include = readFileSync(join(outDir, '.nginx/csp.conf'), 'utf8');
  const rest = script.startsWith(move) ? script.slice(move.length) : '';
  return { ...result, script, rest, policy, hash, include };
}

describe('firstScreen', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'first-screen-'));
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("preloads the search page's chunks and CSS (not the entry's), allowed by the CSP's hash", async () => {
    vi.stubEnv('VITE_API_BASE_URL', '');
    const result = await build(outDir);
    const screens: unknown = JSON.parse(
      /^for\(const s of (\[.*?\]\}\])\)/.exec(result.rest)?.[1] ?? '',
    );
    expect(screens).toEqual([
      {
        path: search.path.source,
        hints: [
          { rel: 'modulepreload', href: '/assets/shared.js' },
          { rel: 'modulepreload', href: '/assets/SearchPage.js' },
          { rel: 'preload', href: '/assets/SearchPage.css', as: 'style' },
        ],
      },
    ]);
    expect(result.policy).toContain(`'${result.hash}'`);
    expect(result.include).toContain(`'${result.hash}'`);
    expect(result.include).toMatch(/^map \$uri \$bus_charter_csp \{$/m);
    // The shell paints first: the entry's scripts at low priority, no preconnect in a demo build.
    expect(result.html).toBe(
      '<head><script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/rolldown-runtime.js"></head>',
    );
    expect(result.tags.filter((tag) => tag.attrs?.rel === 'preconnect')).toEqual([]);
  });

  it('adds the API preconnect and the early calls for a real API', async () => {
    for (const [name, value] of Object.entries(REAL_API)) vi.stubEnv(name, value);
    const result = await build(outDir);
    // The early calls run first (test/lib/earlyCalls.test.ts runs them against the app).
    expect(result.rest).toMatch(/^function earlyCalls\(/);
    expect(result.script).toContain(
      `earlyCalls({name:\`${EARLY_CALLS}\`,api:\`${REAL_API.VITE_API_BASE_URL}\``,
    );
    expect(result.script).not.toContain('"as":"fetch"');
    expect(result.tags).toContainEqual({
      tag: 'link',
      attrs: { rel: 'preconnect', href: 'https://api.example.com', crossorigin: 'anonymous' },
      injectTo: 'head-prepend',
    });
    expect(result.policy).toContain('https://api.example.com');
    rmSync(outDir, { recursive: true });
  });

  it("sets <html lang> to the visit's language before the app runs, for the static shell's text", async () => {
    vi.stubEnv('VITE_API_BASE_URL', '');
    expect((await build(outDir)).script.endsWith(`;${SHELL_LANGUAGE_SCRIPT}`)).toBe(true);
    rmSync(outDir, { recursive: true, force: true });
    /** The script in a page of its own: its storage, its browser's languages, its <html>. */
    const run = (getItem: (key: string) => string | null, languages: string[]) => {
      const html = { lang: 'en' };
      const page = {
        localStorage: { getItem },
        navigator: { languages, language: languages[0] ?? 'en-US' },
        document: { documentElement: html },
      };
      runInNewContext(SHELL_LANGUAGE_SCRIPT, page);
      return html.lang;
    };
    // src/lib/i18n/locale.ts's chooseLocale: the kept choice, else any Spanish first language.
    const cases: [string | null, string[], string][] = [
      [null, ['es-MX', 'en'], 'es-US'],
      [null, ['es'], 'es-US'],
      [null, ['en-US', 'es'], 'en'],
      [null, [], 'en'],
      ['es-US', ['en-US'], 'es-US'],
      ['en', ['es-US'], 'en'],
      ['pseudo', ['es'], 'en'],
      ['something old', ['es'], 'es-US'],
    ];
    for (const [kept, languages, lang] of cases) {
      expect(run((key) => (key === LOCALE_KEY ? kept : null), languages)).toBe(lang);
    }
    // Storage that throws (blocked) leaves English.
    const blocked = () => {
      throw new Error('blocked');
    };
    expect(run(blocked, ['es'])).toBe('en');
  });

  it("moves an old trip sheet link's query into its fragment before the rest runs", async () => {
    vi.stubEnv('VITE_API_BASE_URL', '');
    const { script } = await build(outDir);
    rmSync(outDir, { recursive: true, force: true });
    /** The whole inline script in a page of its own at `address`: the addresses it moved to. */
    const run = (address: string) => {
      const url = new URL(address, 'https://charter.example');
      const moves: unknown[][] = [];
      const page = {
        location: { pathname: url.pathname, search: url.search, hash: url.hash },
        history: {
          state: { key: 'kept' },
          replaceState: (...args: unknown[]) => moves.push(args),
        },
        localStorage: { getItem: () => null },
        navigator: { languages: ['en-US'] },
        document: {
          documentElement: { lang: 'en' },
          head: { append: () => undefined },
          createElement: () => ({}),
        },
      };
      runInNewContext(script, page);
      return moves;
    };
    // In place (no new entry), the history's state kept; the query whole, as the fragment.
    expect(run('/trip?name=Choir+tour&from=Spokane%2C+WA%7E47.6588%7E-117.426')).toEqual([
      [{ key: 'kept' }, '', '/trip#name=Choir+tour&from=Spokane%2C+WA%7E47.6588%7E-117.426'],
    ]);
    expect(run('/trip#name=Choir+tour')).toEqual([]);
    expect(run('/search/spokane/wa?to=Seattle,WA')).toEqual([]);
  });

  it('fails when a first screen has no chunk', () => {
    const plugin = firstScreen('unit');
    callHook(plugin, 'configResolved', {}, { root: '/elsewhere', base: '/', build: { outDir } });
    expect(() => callHook(plugin, 'transformIndexHtml', {}, html, { bundle })).toThrow(
      `first-screen: no chunk for ${search.layouts[0]}`,
    );
  });
});
