#!/usr/bin/env node
/**
 * The demo API as a real HTTP server in Node: the same MSW handlers the browser's service worker
 * and Vitest use (src/mocks/handlers/index.ts), answering cross-origin with CORS, so a build made
 * for a real API (VITE_API_BASE_URL set) can be measured and browser-tested without one.
 *
 *   node scripts/demo-api-server.mjs [port]     prints the VITE_* values to build with
 *
 * One origin serves the four services under their demo paths (/api/v1, /long-api/v1, /payments,
 * /content). The database lives in memory (Node has no localStorage) and starts from the seed.
 * Relative photo URLs in answers are made absolute on this origin, as a real API's would be, and
 * JSON answers are gzip-compressed for a client that accepts it, as a real API's are.
 * The in-browser demo's made-up 150-400 ms "network feel" is off: a client of this server (or
 * Lighthouse, which simulates a mobile network itself) sees only the handlers' own work.
 * DEMO_API_LATENCY=1 turns it back on.
 */
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The build-time values that point an app build at the server at `origin`. */
export function apiEnv(origin) {
  return {
    VITE_API_BASE_URL: `${origin}/api/v1`,
    VITE_API_LONG_BASE_URL: `${origin}/long-api/v1`,
    VITE_PAYMENTS_BASE_URL: `${origin}/payments`,
    VITE_CONTENT_BASE_URL: `${origin}/content`,
    VITE_SITE_URL: 'https://www.buscharterquotes.example',
    VITE_SUPPORT_PHONE: '8005550199',
    VITE_ACCOUNTS_EMAIL: 'accounts@buscharterquotes.example',
  };
}

/** Loads the TypeScript handlers through Vite (aliases, import.meta.env) in demo mode. */
async function loadHandlers() {
  // Demo mode while loading: the handlers then match the same-origin demo paths.
  process.env.VITE_API_BASE_URL = '';
  const { createServer: createViteServer } = await import('vite');
  const vite = await createViteServer({
    root: ROOT,
    configFile: `${ROOT}/vite.config.ts`,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  const { handlers } = await vite.ssrLoadModule('/src/mocks/handlers/index.ts');
  const { setLatency } = await vite.ssrLoadModule('/src/mocks/http.ts');
  setLatency(process.env.DEMO_API_LATENCY === '1');
  const { getResponse } = await import('msw');
  return { handlers, getResponse, vite };
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, X-User-Token',
  'Access-Control-Max-Age': '600',
  // A cross-origin page may read only the headers listed here: the CSV downloads' file name.
  'Access-Control-Expose-Headers': 'Content-Disposition',
};

async function readBody(req) {
  const parts = [];
  for await (const part of req) parts.push(part);
  return parts.length ? Buffer.concat(parts) : undefined;
}

/** Starts the server; resolves to its origin and a close function. */
export async function startDemoApiServer({ port = 0, host = '127.0.0.1' } = {}) {
  const { handlers, getResponse, vite } = await loadHandlers();
  let origin = '';
  const server = createServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS);
        res.end();
        return;
      }
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
      const request = new Request(new URL(req.url ?? '/', origin), {
        method: req.method,
        headers: Object.entries(req.headers).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
        ),
        body,
      });
      const response = await getResponse(handlers, request, { baseUrl: origin });
      if (!response) {
        res.writeHead(404, { ...CORS, 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ success: false, error_message: 'Not found.' }));
        return;
      }
      const headers = { ...Object.fromEntries(response.headers), ...CORS };
      let payload = Buffer.from(await response.arrayBuffer());
      if ((headers['content-type'] ?? '').includes('json')) {
        payload = Buffer.from(
          payload.toString('utf8').replaceAll('"/demo-photos/', `"${origin}/demo-photos/`),
        );
        // JSON goes out gzip-compressed to a client that accepts it, as from any production
        // API (a search answer is 29 KB as text, 5 KB compressed).
        if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
          payload = gzipSync(payload);
          headers['content-encoding'] = 'gzip';
          headers.vary = 'Accept-Encoding';
        }
      }
      delete headers['content-length'];
      res.writeHead(response.status, headers);
      res.end(payload);
    } catch (error) {
      console.error('demo API server:', error);
      res.writeHead(500, CORS);
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  origin = `http://${host}:${server.address().port}`;
  // The first call generates the seeded database (a second or so): not a real API's latency.
  await getResponse(handlers, new Request(`${origin}/api/v1/metadata`), { baseUrl: origin });
  return {
    origin,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await vite.close();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { origin } = await startDemoApiServer({ port: Number(process.argv[2] ?? 8787) });
  console.log(`Demo API on ${origin}. Build against it with:`);
  for (const [name, value] of Object.entries(apiEnv(origin))) console.log(`  ${name}=${value}`);
}
