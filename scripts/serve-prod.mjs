#!/usr/bin/env node
/**
 * npm run serve:prod [-- DIR]: serves an existing build (default dist) through the production
 * nginx site (deploy/nginx), on http://127.0.0.1:$PORT (default 8080; HOST to change the
 * address). Builds nothing: `npm run build` first. Says how to get nginx when there is none.
 */
import { HOW_TO_GET_NGINX, findNginx, notABuild, startNginx } from './nginx.mjs';

const root = process.argv[2] ?? 'dist';
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

if (!findNginx()) {
  console.error(HOW_TO_GET_NGINX);
  process.exit(1);
}
const problem = notABuild(root);
if (problem) {
  console.error(problem);
  process.exit(1);
}

let server;
try {
  server = await startNginx({ root, port, host, accessLog: process.env.ACCESS_LOG !== '0' });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
console.log(`Serving ${root} through nginx (deploy/nginx) at ${server.origin}/  (Ctrl+C stops it)`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
const { code, signal } = await server.exited;
if (!stopping) {
  console.error(`nginx stopped (${signal ?? `exit ${code}`})`);
  await server.stop();
  process.exit(1);
}
