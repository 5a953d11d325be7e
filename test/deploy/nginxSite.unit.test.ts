import site from '../../deploy/nginx/templates/default.conf.template?raw';
import headers from '../../deploy/nginx/bus-charter/headers.conf?raw';
import precompressed from '../../deploy/nginx/bus-charter/precompressed.conf?raw';

/*
 * The rules of deploy/nginx that hold without running nginx (npm run test:nginx runs it): these
 * catch, on any machine, the mistakes a browser would only show on some responses.
 */

/** The configuration without comments. */
const code = (text: string) => text.replace(/#.*$/gm, '');

/** Each `location` block directly inside the server block: its head and its body. */
function serverLocations(text: string): { head: string; body: string }[] {
  const source = code(text);
  const server = source.indexOf('server {');
  const blocks: { head: string; body: string }[] = [];
  const pattern = /location\s+([^{]+)\{/g;
  pattern.lastIndex = server;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(source))) {
    let depth = 1;
    let end = pattern.lastIndex;
    while (depth > 0 && end < source.length) {
      if (source[end] === '{') depth += 1;
      if (source[end] === '}') depth -= 1;
      end += 1;
    }
    blocks.push({ head: match[1].trim(), body: source.slice(pattern.lastIndex, end - 1) });
    pattern.lastIndex = end;
  }
  return blocks;
}

describe('the nginx site (deploy/nginx)', () => {
  it('sets headers in headers.conf only, so no location drops them (add_header inheritance)', () => {
    expect(code(site)).not.toMatch(/\badd_header\b/);
    expect(code(precompressed)).not.toMatch(/\badd_header\b/);
    expect(code(headers)).toMatch(/add_header Content-Security-Policy \$bus_charter_csp always;/);
  });

  it('includes headers.conf in every location that answers itself', () => {
    const locations = serverLocations(site);
    expect(locations.map((location) => location.head)).toEqual([
      '= /index.html',
      '^~ /assets/',
      '= /manifest.webmanifest',
      '~ /\\.',
      expect.stringMatching(/^~\* \\\.\(\?:m\?js\|css\|/),
      '/',
      '@missing',
    ]);
    for (const { head, body } of locations) {
      // The two others only hand over: to /index.html, or (404) to @missing.
      const handsOver = /^\s*(rewrite \^ \/index\.html last|return 404);\s*$/.test(body);
      expect(handsOver || body.includes('include bus-charter/headers.conf;'), head).toBe(true);
    }
  });

  it('is a template of two values, the listen address and the build folder', () => {
    expect([...new Set(code(site).match(/\$\{\w+\}/g))].sort()).toEqual([
      '${NGINX_LISTEN}',
      '${NGINX_ROOT}',
    ]);
    expect(code(site)).toContain('include "${NGINX_ROOT}/.nginx/csp.conf";');
  });

  it('gives every precompressed kind its type back, and tries its .br first', () => {
    const kinds = [
      ...precompressed.matchAll(
        /location ~ \\\.(\S+)\$ \{\s*types \{ \}\s*default_type ([\w/+-]+);\s*try_files \$uri\$bus_charter_br_suffix \$uri =404;/g,
      ),
    ].map(([, extension, type]) => `${extension} ${type}`);
    expect(kinds).toEqual([
      'm?js text/javascript',
      'css text/css',
      'html text/html',
      'svg image/svg+xml',
      'json application/json',
      'txt text/plain',
      'xml text/xml',
    ]);
  });
});
