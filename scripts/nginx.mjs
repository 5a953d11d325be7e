/**
 * Runs the production site (deploy/nginx) over a build, unprivileged and in the foreground: what
 * `npm run serve:prod`, the nginx browser tests and `npm run lighthouse` (LIGHTHOUSE_SERVER=nginx)
 * use. The site's own files are the ones the Docker image copies to /etc/nginx; only the main
 * nginx.conf around them is written here (temp folders, pid and logs in a temp dir, no root
 * needed), so the rules exist once.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEPLOY = fileURLToPath(new URL('../deploy/nginx', import.meta.url));
const TEMPLATE = join(DEPLOY, 'templates', 'default.conf.template');

/** nginx: $NGINX_PATH, then the usual places, then $PATH. Null when there is none. */
export function findNginx() {
  const onPath = (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'nginx'));
  const candidates = [
    process.env.NGINX_PATH,
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/usr/local/bin/nginx',
    '/opt/homebrew/bin/nginx',
    ...onPath,
  ];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

export const HOW_TO_GET_NGINX = `No nginx found (looked at $NGINX_PATH, /usr/sbin/nginx, /usr/local and $PATH).
The production site is an nginx configuration (deploy/nginx); get nginx with either:
  sudo apt-get update && sudo apt-get install -y nginx      (Debian/Ubuntu; gives /usr/sbin/nginx)
  brew install nginx                                         (macOS)
or point NGINX_PATH at an nginx binary. Without nginx, the Docker image serves the same site:
  docker build -t bus-charter . && docker run --rm -p 8080:8080 bus-charter`;

/** The folder of the nginx's own configuration (its mime.types), from `nginx -V`. */
function confDir(nginx) {
  const { stderr } = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(stderr ?? '')?.[1];
  return confPath ? dirname(confPath) : '/etc/nginx';
}

/** The site template with its two values filled in, as the official image's envsubst does. */
export function renderSite({ listen, root }) {
  const site = readFileSync(TEMPLATE, 'utf8')
    .replaceAll('${NGINX_LISTEN}', listen)
    .replaceAll('${NGINX_ROOT}', root);
  const left = /\$\{\w+\}/.exec(site);
  if (left) throw new Error(`${TEMPLATE}: ${left[0]} is not filled in by scripts/nginx.mjs`);
  return site;
}

/** Why a folder cannot be served, or null when it is a finished build. */
export function notABuild(root) {
  if (!existsSync(join(root, 'index.html'))) {
    return `${root} has no index.html: build first (npm run build, or npm run build -- --outDir ${root}).`;
  }
  if (!existsSync(join(root, '.nginx', 'csp.conf'))) {
    return `${root} has no .nginx/csp.conf (the build's Content-Security-Policy header): it was built before deploy/nginx existed; build again.`;
  }
  return null;
}

/**
 * Writes a runnable configuration into a temp dir: nginx.conf (below), conf.d/default.conf (the
 * rendered template) and bus-charter/ (copied), the layout of /etc/nginx in the image.
 */
function writeConfig({ nginx, root, listen, accessLog }) {
  const dir = mkdtempSync(join(tmpdir(), 'bus-charter-nginx-'));
  // Workers may run as another user than the master (see `user` below): let them in.
  chmodSync(dir, 0o755);
  cpSync(join(DEPLOY, 'bus-charter'), join(dir, 'bus-charter'), { recursive: true });
  mkdirSync(join(dir, 'conf.d'));
  writeFileSync(join(dir, 'conf.d', 'default.conf'), renderSite({ listen, root }));
  const temp = (name) => join(dir, 'temp', name);
  const lines = [
    '# Written by scripts/nginx.mjs: a foreground nginx with everything it writes in this folder.',
    'daemon off;',
    'worker_processes 1;',
    // As root (CI containers), workers would otherwise run as "nobody", who may not read a
    // checkout under /root. This server listens on one local address only.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${join(dir, 'nginx.pid')};`,
    `lock_file ${join(dir, 'nginx.lock')};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    `    include ${join(confDir(nginx), 'mime.types')};`,
    '    default_type application/octet-stream;',
    '    sendfile on;',
    `    access_log ${accessLog ? '/dev/stdout' : 'off'};`,
    `    client_body_temp_path ${temp('client_body')};`,
    `    proxy_temp_path ${temp('proxy')};`,
    `    fastcgi_temp_path ${temp('fastcgi')};`,
    `    uwsgi_temp_path ${temp('uwsgi')};`,
    `    scgi_temp_path ${temp('scgi')};`,
    '    include conf.d/*.conf;',
    '}',
    '',
  ];
  mkdirSync(join(dir, 'temp'));
  writeFileSync(join(dir, 'nginx.conf'), lines.join('\n'));
  return dir;
}

/**
 * Starts nginx over the build in `root` on host:port and resolves once it answers. `stop()` ends
 * it and removes its temp dir. Rejects when it cannot start (nginx's own messages go to stderr).
 */
export async function startNginx({ root, port, host = '127.0.0.1', accessLog = false }) {
  const nginx = findNginx();
  if (!nginx) throw new Error(HOW_TO_GET_NGINX);
  const absRoot = resolve(root);
  const problem = notABuild(absRoot);
  if (problem) throw new Error(problem);
  const dir = writeConfig({ nginx, root: absRoot, listen: `${host}:${port}`, accessLog });
  const conf = join(dir, 'nginx.conf');
  // -e: the error log before the configuration is read (Debian's default path needs root).
  const child = spawn(nginx, ['-p', `${dir}/`, '-c', conf, '-e', 'stderr'], {
    stdio: ['ignore', accessLog ? 'inherit' : 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => child.on('exit', (code, signal) => done({ code, signal })));
  const origin = `http://${host}:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM'); // nginx's fast shutdown
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  // nginx writes its pid file once its port is bound: until then, whatever answers on the port
  // (another server, another of ours) is not this one.
  const pidFile = join(dir, 'nginx.pid');
  const ours = () =>
    existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() === String(child.pid);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx exited with ${child.exitCode} (its messages are above)`);
    }
    if (ours()) {
      try {
        await fetch(`${origin}/index.html`, { method: 'HEAD' });
        return { origin, stop, exited, dir };
      } catch {
        // bound, not answering yet
      }
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  await stop();
  throw new Error(`nginx did not answer on ${origin} within 10 s`);
}
