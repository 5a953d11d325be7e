import * as sass from 'sass';

/**
 * src/styles/bootstrap.scss compiles a trimmed Bootstrap: a utility class the markup uses but the
 * trimmed list drops does nothing, silently (shadow-sm did once). Every Bootstrap-looking class
 * in the components must be compiled, or defined by the app's own CSS.
 */
const UTILITY =
  /^(shadow|d|m[tbsexy]?|p[tbsexy]?|g[xy]?|gap|text|bg|border|rounded|fw|fs|fst|lh|align|justify|flex|order|float|position|top|bottom|start|end|w|h|mw|mh|vw|vh|overflow|opacity|z|link|ratio|sticky|fixed|vstack|hstack|col|row-cols|list-group|table|btn|alert|badge|card|modal|nav|navbar|form|input-group|visually|spinner|progress|offcanvas|dropdown|container)-/;

/** Strings that look like utilities but are not classes, or are names without styles. */
const NOT_UTILITIES = new Set([
  'top-right', // react-toastify's position
  'form-summary', // FormSummary's own name, for tests and readers
]);

// Vite reads the sources for the test (the demo API's own markup is left out).
const sources = import.meta.glob<string>(['/src/**/*.tsx', '!/src/mocks/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
// Only the paths: Vitest empties CSS modules, so sass reads them (it compiles plain CSS too).
const stylesheets = Object.keys(import.meta.glob('/src/**/*.css')).map((path) => `.${path}`);

const classesIn = (css: string) =>
  new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));

describe('the trimmed Bootstrap build', () => {
  it('compiles every utility class the markup uses', () => {
    const compiled = sass.compile('src/styles/bootstrap.scss', {
      loadPaths: ['node_modules'],
      quietDeps: true,
      logger: sass.Logger.silent,
    }).css;
    const own = stylesheets.map((path) => sass.compile(path).css);
    const known = classesIn([compiled, ...own].join('\n'));
    const used = new Set<string>();
    for (const source of Object.values(sources)) {
      // Every string literal: class names live in className="..." and in ternaries inside it.
      for (const [, , text] of source.matchAll(/(["'`])([^"'`\n]*)\1/g)) {
        for (const token of text?.split(/\s+/) ?? []) {
          if (UTILITY.test(token) && /^[a-z0-9-]+$/.test(token) && !NOT_UTILITIES.has(token)) {
            used.add(token);
          }
        }
      }
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((name) => !known.has(name)).sort()).toEqual([]);
  }, 30_000);
});
