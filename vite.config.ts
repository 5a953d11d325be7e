/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
import { defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import {
  apiOrigins,
  contentSecurityPolicy,
  contentSecurityPolicyHeader,
} from './src/config/contentSecurityPolicy.ts';
import { readConfig } from './src/config/readConfig.ts';
import { usPlaces } from './scripts/usPlaces.ts';

/** Fails `vite build` early, with the same message the app would show, on a bad env value. */
function checkEnv(mode: string): Plugin {
  return {
    name: 'check-env',
    apply: 'build',
    configResolved() {
      const { errors } = readConfig(loadEnv(mode, process.cwd(), 'VITE_'));
      if (errors.length > 0) {
        throw new Error(`Invalid configuration:\n- ${errors.join('\n- ')}`);
      }
    },
  };
}

/** A build against a real API ships no demo service worker. */
function dropDemoWorker(mode: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-demo-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (!readConfig(loadEnv(mode, process.cwd(), 'VITE_')).config.demoMode) {
        rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
      }
    },
  };
}

/**
 * Where the build leaves what the web server needs to know about it: `.nginx/csp.conf`, this
 * build's Content-Security-Policy header for deploy/nginx (the header needs the same inline-script
 * hash and API origins as the meta tag, so only the build can write it). A dot folder: the nginx
 * site answers 404 for it, and the Dockerfile moves nothing by hand.
 */
const SERVER_DIR = '.nginx';

/** An nginx include defining `$bus_charter_csp` (deploy/nginx/bus-charter/headers.conf sends it). */
function nginxPolicyInclude(policy: string): string {
  // The value goes inside a double-quoted nginx string: a quote, `$` (a variable), a backslash or
  // a line break would change its meaning, and no CSP source list needs them.
  if (/["$\\\r\n]/.test(policy)) throw new Error(`CSP not writable for nginx: ${policy}`);
  return [
    '# Written by vite build (vite.config.ts) from src/config/contentSecurityPolicy.ts: the',
    "# Content-Security-Policy header of this build (its API origins, its inline script's hash).",
    '# Included at http level by deploy/nginx/templates/default.conf.template.',
    'map $uri $bus_charter_csp {',
    `    default "${policy}";`,
    '}',
    '',
  ].join('\n');
}

/**
 * axios picks its adapter at run time from a list, XMLHttpRequest first: every browser has it, so
 * axios's fetch adapter (4 KB gzip, in every screen's first load) never runs in the app. The
 * build gets a stand-in that says "no fetch here". The check fails the build if a new axios stops
 * importing it this way, rather than shipping it again unnoticed.
 */
function axiosWithoutFetchAdapter(): Plugin {
  const STAND_IN = '\0axios-fetch-adapter';
  let replaced = false;
  return {
    name: 'axios-without-fetch-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './fetch.js' || !importer) return null;
      if (!importer.split(sep).join('/').endsWith('/axios/lib/adapters/adapters.js')) return null;
      replaced = true;
      return STAND_IN;
    },
    load(id) {
      return id === STAND_IN ? 'export const getFetch = () => null;\nexport default null;\n' : null;
    },
    buildEnd(error) {
      if (!error && !replaced)
        this.error(
          'axios/lib/adapters/adapters.js no longer imports ./fetch.js: review this plugin',
        );
    },
  };
}

/**
 * Formik takes clone, cloneDeep and toPath from lodash, whose one clone engine for every built-in
 * type weighs about 6 KB gzip on every screen with a form. Form values are plain data: the build
 * gives Formik src/lib/formikLodash.ts's versions instead (compared with lodash's in its test).
 * The check fails the build if a new Formik stops importing them, rather than shipping it again.
 */
function formikWithSmallLodash(): Plugin {
  const PIECES = ['clone', 'cloneDeep', 'toPath'];
  const PREFIX = '\0formik-lodash:';
  const shim = fileURLToPath(new URL('./src/lib/formikLodash.ts', import.meta.url));
  const replaced = new Set<string>();
  return {
    name: 'formik-with-small-lodash',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const piece = source.replace(/^lodash-es\//, '');
      if (!PIECES.includes(piece) || !importer?.split(sep).join('/').includes('/formik/'))
        return null;
      replaced.add(piece);
      return PREFIX + piece;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return `export { ${id.slice(PREFIX.length)} as default } from ${JSON.stringify(shim)};\n`;
    },
    buildEnd(error) {
      if (!error && replaced.size !== PIECES.length)
        this.error(`Formik no longer imports lodash-es/{${PIECES.join(',')}}: review this plugin`);
    },
  };
}

/** Where a first screen's page chunk is known before the app runs (see firstScreen). */
const FIRST_SCREENS = [
  {
    path: /^\/search(\/|$)/,
    page: 'src/app/routes/traveller/SearchPage.tsx',
    // The page's layout route (a lazy chunk the router asks for beside the page's).
    layouts: ['src/app/routes/traveller/TravellerState.tsx'],
    metadata: true,
  },
];

interface Hint {
  rel: 'modulepreload' | 'preload';
  href: string;
  as?: 'style' | 'fetch';
}

/**
 * The first screen without a waterfall. A page is a lazy chunk the router asks for only once the
 * entry has run, and its data only once the page has rendered. index.html therefore gets:
 * - a preconnect to the API origin (a build against a real API);
 * - a small inline script that, on a first-screen path, preloads that page's chunk, its imports
 *   and CSS, and the metadata call the page makes first (same URL, so the app's own request is
 *   answered from it; the search itself still waits for the metadata, as the spec orders);
 * - the Content-Security-Policy, allowing that one script by its hash and nothing else inline.
 * The same policy, with what only a header can say, goes to the build's nginx include.
 */
function firstScreen(mode: string): Plugin {
  let root = process.cwd();
  let base = '/';
  let outDir = 'dist';
  let headerPolicy: string | null = null;
  return {
    name: 'first-screen',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      if (headerPolicy === null) throw new Error('first-screen: index.html was not transformed');
      mkdirSync(join(outDir, SERVER_DIR), { recursive: true });
      writeFileSync(join(outDir, SERVER_DIR, 'csp.conf'), nginxPolicyInclude(headerPolicy));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const { config } = readConfig(loadEnv(mode, process.cwd(), 'VITE_'));
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

        const screens = FIRST_SCREENS.map(({ path, page, layouts, metadata }) => {
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
          if (metadata && !config.demoMode) {
            hints.push({ rel: 'preload', href: `${config.apiBaseUrl}/metadata`, as: 'fetch' });
          }
          return { path: path.source, hints };
        });
        const script =
          `for(const s of ${JSON.stringify(screens)})if(new RegExp(s.path).test(location.pathname))` +
          'for(const h of s.hints){const l=document.createElement("link");l.rel=h.rel;l.href=h.href;' +
          'if(h.as)l.as=h.as;l.crossOrigin="anonymous";document.head.append(l)}';
        const hash = `sha256-${createHash('sha256').update(script).digest('base64')}`;
        const origins = config.demoMode ? [] : apiOrigins(config);
        headerPolicy = contentSecurityPolicyHeader(config, [hash]);
        // The static shell paints with the CSS alone: the scripts are not render-blocking, and
        // saying so keeps them from competing with the stylesheet (and Lighthouse from counting
        // them into First Contentful Paint).
        const shellFirst = html.replace(
          /<(script type="module"|link rel="modulepreload")/g,
          '<$1 fetchpriority="low"',
        );
        const tags = [
          {
            tag: 'meta',
            attrs: {
              'http-equiv': 'Content-Security-Policy',
              content: contentSecurityPolicy(config, [hash]),
            },
            injectTo: 'head-prepend' as const,
          },
          ...origins.map((href) => ({
            tag: 'link',
            attrs: { rel: 'preconnect', href, crossorigin: 'anonymous' },
            injectTo: 'head' as const,
          })),
          { tag: 'script', children: script, injectTo: 'head' as const },
        ];
        return { html: shellFirst, tags };
      },
    },
  };
}

/**
 * The text files the web server may send compressed: the build writes a `.br` and a `.gz` beside
 * each from 1 KB (smaller ones gain nothing); deploy/nginx serves the `.gz` through gzip_static
 * and the `.br` through a map (stock nginx has no brotli module), and its
 * bus-charter/precompressed.conf gives each of these extensions its type back.
 */
const PRECOMPRESSED = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml'];
const PRECOMPRESS_MIN_BYTES = 1024;
const SIBLINGS = ['.br', '.gz'];

/**
 * Brotli (quality 11) and gzip (level 9) siblings of every compressible output file, the public
 * folder's included, so the server spends no CPU per request and sends the smallest file. Node's
 * zlib does both; the work runs on libuv's pool, in parallel. After the demo worker is dropped.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // Dot folders (.vite, .nginx) are build records, never served.
        const served = (file: string) =>
          !relative(outDir, file)
            .split(sep)
            .some((part) => part.startsWith('.'));
        const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name))
          .filter(served);
        // An outDir that was not emptied (one outside the project) may hold siblings of files
        // gone or shrunk since (the demo worker in a build for a real API): the server would
        // send them in place of the real file.
        const present = new Set(files);
        for (const file of files) {
          const original = file.slice(0, -3);
          if (SIBLINGS.includes(extname(file)) && PRECOMPRESSED.includes(extname(original))) {
            if (!present.has(original) || statSync(original).size < PRECOMPRESS_MIN_BYTES) {
              rmSync(file);
            }
          }
        }
        const compressible = files.filter(
          (file) =>
            PRECOMPRESSED.includes(extname(file)) && statSync(file).size >= PRECOMPRESS_MIN_BYTES,
        );
        await Promise.all(
          compressible.map(async (file) => {
            const body = readFileSync(file);
            const [br, gz] = await Promise.all([
              brotli(body, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gzipped(body, { level: 9 }),
            ]);
            writeFileSync(`${file}.br`, br);
            writeFileSync(`${file}.gz`, gz);
          }),
        );
      },
    },
  };
}

/**
 * The first screen in a few scripts: the entry, the first screen's page, what that page shares
 * with other pages, and Rolldown's runtime helpers. Rolldown would otherwise split each module
 * the entry or the page shares with another lazy chunk into a file of its own (react,
 * jsx-runtime, classnames, paths, ProgressSteps, usePageTitle, ...): a dozen small requests
 * queueing on a mobile connection's six, ahead of the entry itself. So the entry's chunk takes
 * all it imports statically, and one chunk per first screen the modules its page shares with
 * other chunks (what only the page uses stays in the page's own chunk).
 */
/**
 * Small modules most screens use that no module of the entry imports: they travel with the entry
 * rather than as requests of their own (or inside a first screen's shared chunk, which would then
 * come whole with every screen that needs one of them).
 */
const WITH_ENTRY = [
  'src/lib/usePageTitle.ts',
  'src/lib/useLastShown.ts',
  'src/components/StarRating.tsx',
  // Small pieces the search shares with operator screens: in the search's shared chunk each one
  // brought that chunk's 5 KB along (PhotoSlider, searchApi) to the listings, payments, arrears.
  'src/components/pathIcon.tsx',
  'src/components/form/Options.tsx',
  'src/components/form/RequiredStar.tsx',
  // The setup wizard's steps bar and the registration's saved-state gate: each alone pulled the
  // search's shared chunk (4.6 KB: the photo slider, the result card) into every setup step.
  'src/components/feedback/ProgressSteps.tsx',
  'src/app/layout/SavedStateGate.tsx',
  // One line the cart's buttons share with setup step 1's photos: it pulled the same 4.3 KB.
  'src/lib/repeatClick.ts',
];

/** A module and everything it imports statically. */
function staticClosure(ctx: Rolldown.ChunkingContext, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
  }
  return seen;
}

/** Every module the app can load from `from`, through static and dynamic imports. */
function wholeGraph(ctx: Rolldown.ChunkingContext, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    const info = ctx.getModuleInfo(next);
    stack.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
  }
  return seen;
}

/** Pages of the trees that are not a first screen's: what they load must not weigh on it. */
const OTHER_TREES = /[\\/]src[\\/]app[\\/]routes[\\/](operator|admin|user|public)[\\/]/;

function firstLoadGroups(): Rolldown.CodeSplittingGroup[] {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const entryId = join(root, 'src/main.tsx');
  let initial: Set<string> | null = null;
  /** What the other trees' pages import statically (shared UI a first screen uses too). */
  let usedElsewhere: Set<string> | null = null;
  const elsewhere = (ctx: Rolldown.ChunkingContext) => {
    if (!usedElsewhere) {
      usedElsewhere = new Set();
      for (const id of wholeGraph(ctx, entryId)) {
        const info = ctx.getModuleInfo(id);
        if (!OTHER_TREES.test(id) || !info?.dynamicImporters.length) continue;
        for (const used of staticClosure(ctx, id)) usedElsewhere.add(used);
      }
    }
    return usedElsewhere;
  };
  return [
    {
      debugName: 'index',
      // Before any other group, which would take entry modules along with modules importing them.
      priority: 3,
      name: (id, ctx) => {
        if (!initial) {
          initial = staticClosure(ctx, entryId);
          for (const file of WITH_ENTRY) initial.add(join(root, file));
        }
        return initial.has(id) ? 'index' : null;
      },
    },
    ...FIRST_SCREENS.flatMap(({ page, layouts }): Rolldown.CodeSplittingGroup[] => {
      const pageId = join(root, page);
      const name = `${basename(page, extname(page))}-shared`;
      let shared: Set<string> | null = null;
      /** What the first screen's page shares with other chunks (its layouts' modules too). */
      const sharedOf = (ctx: Rolldown.ChunkingContext) => {
        if (!shared) {
          const own = staticClosure(ctx, pageId);
          for (const layout of layouts) {
            for (const moduleId of staticClosure(ctx, join(root, layout))) own.add(moduleId);
          }
          shared = new Set(
            [...own].filter((moduleId) => {
              const info = ctx.getModuleInfo(moduleId);
              if (moduleId === pageId || !info) return false;
              return info.dynamicImporters.length > 0 || info.importers.some((by) => !own.has(by));
            }),
          );
        }
        return shared;
      };
      return [
        {
          // Shared with operator, admin or user pages too: a chunk of its own, so such a page
          // does not download the rest of the first screen's shared code. Taken first (the
          // higher priority), or the other group would take it along with a module importing
          // it. A library's helper (react-bootstrap's, under its Form and ProgressBar alike) is
          // left to Rolldown.
          debugName: `${name}-ui`,
          priority: 2,
          name: (id, ctx) =>
            sharedOf(ctx).has(id) &&
            elsewhere(ctx).has(id) &&
            !id.includes(`${sep}node_modules${sep}`)
              ? `${name}-ui`
              : null,
        },
        {
          debugName: name,
          priority: 1,
          name: (id, ctx) => (sharedOf(ctx).has(id) && !elsewhere(ctx).has(id) ? name : null),
        },
      ];
    }),
  ];
}

/**
 * With `--manifest`, also writes `.vite/modules.json`: each output chunk, the source modules
 * bundled into it and each module's weight there (its rendered code gzipped on its own: an
 * overestimate, but it ranks modules well). `npm run size` reads it to see which sources a
 * screen really downloads, the entry and shared chunks included (the manifest only names each
 * chunk's entry module), and to name the heaviest ones when a screen is over budget.
 */
function moduleMap(): Plugin {
  let root = process.cwd();
  let enabled = false;
  return {
    name: 'module-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      enabled = Boolean(config.build.manifest);
    },
    generateBundle(_options, bundle) {
      if (!enabled) return;
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          output.moduleIds.map((id) => [
            relative(root, id.replace(/^\0/, '')).split(sep).join('/'),
            gzipSync(output.modules[id]?.code ?? '').length,
          ]),
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/modules.json',
        source: `${JSON.stringify(chunks, null, 1)}\n`,
      });
    },
  };
}

export default defineConfig(({ mode }) => ({
  // The checked configuration, for src/config/env.ts in a production build (checkEnv stops a
  // build whose values are wrong, so what is defined here is always complete).
  define: {
    __APP_CONFIG__: JSON.stringify(readConfig(loadEnv(mode, process.cwd(), 'VITE_')).config),
  },
  plugins: [
    react(),
    checkEnv(mode),
    dropDemoWorker(mode),
    axiosWithoutFetchAdapter(),
    formikWithSmallLodash(),
    firstScreen(mode),
    moduleMap(),
    precompress(),
    usPlaces(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  css: {
    // Bootstrap 5.3's SCSS predates Dart Sass 2: its deprecation notices are not ours to fix.
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    sourcemap: false,
    // Every browser the build targets (Vite's baseline-widely-available) has modulepreload.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: firstLoadGroups(),
        },
      },
    },
  },
  test: {
    globals: true,
    css: false,
    testTimeout: 15000,
    // Worker threads start faster than forked processes (the suite 266 -> 248 s on 2 cores).
    // Each file keeps its own module graph (isolate): without it a file can meet the DOM classes
    // of the file before (happy-dom makes a window per file) and the injected slices of another.
    pool: 'threads',
    // Vitest's default leaves one core free; on CI's 2 cores that is one worker. Every test waits
    // on what it sees (5 s findBy), so two workers are safe and cut the suite by a third.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // No retry: every test waits on what the user sees or on a request it holds, never on time.
    retry: 0,
    env: { VITE_API_BASE_URL: '' },
    projects: [
      {
        // Pure logic (money, dates, schemas, URLs, rules): Node, without the DOM or the demo API,
        // whose setup costs a rendered test file about a second.
        extends: true,
        test: { name: 'unit', include: ['test/**/*.unit.test.ts'], environment: 'node' },
      },
      {
        // Screens, slices and the demo API: a DOM, the demo API behind MSW, the seed pinned.
        // happy-dom: about a fifth faster than jsdom over the suite (its setup per file most of
        // all). The few files that need what only jsdom has say so in a first-line comment
        // (`@vitest-environment jsdom`: DOMPurify's parsing, XMLHttpRequest progress events).
        extends: true,
        test: {
          name: 'app',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**', 'node_modules/**', 'test/**/*.unit.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['./test/setup.ts'],
          globalSetup: ['./test/globalSetup.ts'],
        },
      },
    ],
  },
}));
