import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { minifySync, transformWithOxc, type Plugin } from 'vite';
import { DEFAULT_ZIP_RADIUS } from '../src/config/constants.ts';
import { paths } from '../src/config/paths.ts';
import {
  apiOrigins,
  contentSecurityPolicy,
  contentSecurityPolicyHeader,
} from '../src/config/contentSecurityPolicy.ts';
import { EARLY_AUTH_KEY, EARLY_CALLS, EARLY_TIMEOUT_MS } from '../src/lib/early/earlySettings.ts';
import { LOCALE_KEY } from '../src/lib/i18n/localeKey.ts';
import { appConfig } from './appConfig.ts';
import { nginxPolicyInclude, SERVER_DIR } from './nginxPolicy.ts';

/** Where a first screen's page chunk is known before the app runs (see firstScreen). */
export const FIRST_SCREENS = [
  {
    path: /^\/search(\/|$)/,
    page: 'src/app/routes/traveller/SearchPage.tsx',
    // The page's layout route (a lazy chunk the router asks for beside the page's).
    layouts: ['src/app/routes/traveller/TravellerState.tsx'],
  },
];

/** The search's early calls (src/lib/early/earlyCalls.ts), run by the inline script. */
export const EARLY_CALLS_SOURCE = 'src/lib/early/earlyCalls.ts';

/** An old trip sheet link's query moved into its fragment, run by the inline script first. */
export const SHEET_MOVE_SOURCE = 'src/features/tripSheet/sheetQueryMove.ts';

/**
 * A self-contained source file as one script statement that ends with `call`: its types
 * stripped, its exports made plain functions, minified (it is in every page's HTML).
 */
async function inlineScript(root: string, source: string, call: string): Promise<string> {
  const file = join(root, source);
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
  const script = `${code.replace(/^export /gm, '')}\n${call};`;
  const minified = minifySync(source.replace(/\.ts$/, '.js'), script, {
    compress: true,
    mangle: true,
  });
  if (minified.errors.length > 0) throw new Error(`first-screen: ${minified.errors[0]?.message}`);
  return minified.code.trim();
}

/** earlyCalls.ts as one script statement that runs it with these settings. */
export function earlyCallsScript(root: string, apiBaseUrl: string): Promise<string> {
  const settings = {
    name: EARLY_CALLS,
    api: apiBaseUrl,
    authKey: EARLY_AUTH_KEY,
    radius: DEFAULT_ZIP_RADIUS,
    timeout: EARLY_TIMEOUT_MS,
  };
  return inlineScript(root, EARLY_CALLS_SOURCE, `earlyCalls(${JSON.stringify(settings)})`);
}

/**
 * sheetQueryMove.ts as one script statement that moves this page's address: before any other
 * script of the page reads it, and before the page's files are asked for with it as their
 * Referer.
 */
export function sheetMoveScript(root: string): Promise<string> {
  return inlineScript(root, SHEET_MOVE_SOURCE, `moveSheetQuery(${JSON.stringify(paths.trip)})`);
}

/**
 * The visit's language on <html lang> before the app runs, so the static shell's "Loading..."
 * is the visitor's (src/styles/app.css): the choice of src/lib/i18n/locale.ts's chooseLocale,
 * the kept choice (LOCALE_KEY) else the browser's first language. Storage that throws leaves
 * English.
 */
export const SHELL_LANGUAGE_SCRIPT =
  `try{const k=localStorage.getItem(${JSON.stringify(LOCALE_KEY)}),` +
  'f=navigator.languages?.[0]??navigator.language??"";' +
  'if(k==="es-US"||!/^(en|pseudo)$/.test(k)&&/^es(-|$)/i.test(f))document.documentElement.lang="es-US"}catch{}';

interface Hint {
  rel: 'modulepreload' | 'preload';
  href: string;
  as?: 'style';
}

/**
 * The first screen without a waterfall. A page is a lazy chunk the router asks for only once the
 * entry has run, and its data only once the page has rendered. index.html therefore gets:
 * - a preconnect to the API origin (a build against a real API);
 * - a small inline script that moves an old trip sheet link's query into its fragment
 *   (src/features/tripSheet/sheetQueryMove.ts), and, on a first-screen path, preloads that
 *   page's chunk, its imports and CSS, and (a build for a real API) starts the page's calls: the
 *   metadata, the search it names and the first result's photo (src/lib/early/earlyCalls.ts;
 *   the app's client takes those answers);
 * - the Content-Security-Policy, allowing that one script by its hash and nothing else inline.
 * The same policy, with what only a header can say, goes to the build's nginx include.
 */
export function firstScreen(mode: string): Plugin {
  let root = process.cwd();
  let base = '/';
  let outDir = 'dist';
  let headerPolicy: string | null = null;
  let early = '';
  let sheetMove = '';
  return {
    name: 'first-screen',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
    },
    async buildStart() {
      const { config } = appConfig(mode);
      // The demo's API is a service worker the app starts: nothing answers before it.
      early = config.demoMode ? '' : await earlyCallsScript(root, config.apiBaseUrl);
      sheetMove = await sheetMoveScript(root);
    },
    writeBundle() {
      if (headerPolicy === null) throw new Error('first-screen: index.html was not transformed');
      mkdirSync(join(outDir, SERVER_DIR), { recursive: true });
      writeFileSync(join(outDir, SERVER_DIR, 'csp.conf'), nginxPolicyInclude(headerPolicy));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const { config } = appConfig(mode);
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        /** A chunk and everything it imports statically. */
        const closure = (file: string, seen = new Set<string>()): Set<string> => {
          if (seen.has(file)) return seen;
          seen.add(file);
          for (const next of byFile.get(file)?.imports ?? []) closure(next, seen);
          return seen;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loadedByEntry = entry ? closure(entry.fileName) : new Set<string>();

        const screens = FIRST_SCREENS.map(({ path, page, layouts }) => {
          const needed = new Set<string>();
          for (const module of [...layouts, page]) {
            // Its own chunk, or the group chunk it was put in (firstLoadGroups).
            const id = join(root, module);
            const chunk =
              chunks.find((candidate) => candidate.facadeModuleId === id) ??
              chunks.find((candidate) => candidate.moduleIds.includes(id));
            if (!chunk) throw new Error(`first-screen: no chunk for ${module}`);
            closure(chunk.fileName, needed);
          }
          const files = [...needed].filter((file) => !loadedByEntry.has(file));
          const hints: Hint[] = files.map((file) => ({ rel: 'modulepreload', href: base + file }));
          for (const file of files) {
            for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) {
              hints.push({ rel: 'preload', href: base + css, as: 'style' });
            }
          }
          return { path: path.source, hints };
        });
        // The address first (every build): nothing may read an old sheet link's query. Then the
        // calls: the hints' files come from this origin, the calls from the API's.
        const script =
          sheetMove +
          early +
          `for(const s of ${JSON.stringify(screens)})if(new RegExp(s.path).test(location.pathname))` +
          'for(const h of s.hints){const l=document.createElement("link");l.rel=h.rel;l.href=h.href;' +
          'if(h.as)l.as=h.as;l.crossOrigin="anonymous";document.head.append(l)}' +
          `;${SHELL_LANGUAGE_SCRIPT}`;
        const hash = `sha256-${createHash('sha256').update(script).digest('base64')}`;
        const origins = config.demoMode ? [] : apiOrigins(config);
        headerPolicy = contentSecurityPolicyHeader(config, [hash]);
        // The static shell paints with the CSS alone: the scripts are not render-blocking, and
        // saying so keeps them from competing with the stylesheet (and Lighthouse from counting
        // them into First Contentful Paint).
        const shellFirst = html
          .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
          // Put back first, below: the charset must come within the page's first 1,024 bytes.
          .replace(/\s*<meta charset="UTF-8" \/>/, '');
        const tags = [
          { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' as const },
          {
            tag: 'meta',
            attrs: {
              'http-equiv': 'Content-Security-Policy',
              content: contentSecurityPolicy(config, [hash]),
            },
            injectTo: 'head-prepend' as const,
          },
          // Before the stylesheet: an inline script after one waits for it to load.
          ...origins.map((href) => ({
            tag: 'link',
            attrs: { rel: 'preconnect', href, crossorigin: 'anonymous' },
            injectTo: 'head-prepend' as const,
          })),
          { tag: 'script', children: script, injectTo: 'head-prepend' as const },
        ];
        return { html: shellFirst, tags };
      },
    },
  };
}
