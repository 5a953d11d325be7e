/**
 * Code that runs inside the page. Each function here is sent to the browser as its source text
 * (`String(fn)`), so it must be self-contained: no imports, no helpers from this module, only
 * its arguments (JSON) and the page's own globals.
 */

/** A text to match: a string (case-insensitive substring, or whole with `exact`) or a RegExp. */
export type Text = string | RegExp;

/**
 * One step of a query, read as Playwright's locators are: `role` + `name` (the accessible name,
 * approximated), `label` (a form control by its label), `text` (the smallest element whose
 * text matches) or `css`; `has` keeps the matches that contain a match of another step; `nth`
 * picks one of several (otherwise a step matching more than one visible element is an error,
 * as Playwright's strict locators are). `hidden` also matches elements that are not visible (a
 * visually hidden file input is visible: it has a box).
 */
export interface Step {
  role?: string;
  name?: Text;
  exact?: boolean;
  level?: number;
  label?: Text;
  text?: Text;
  css?: string;
  has?: Step;
  nth?: number;
  hidden?: boolean;
}

/** Steps, each looked for within the one element the step before found. */
export type Query = Step | Step[];

/** A Text as JSON. */
export type WireText = string | { re: string; flags: string };
export type WireStep = Omit<Step, 'name' | 'label' | 'text' | 'has'> & {
  name?: WireText;
  label?: WireText;
  text?: WireText;
  has?: WireStep;
};

export function toWire(query: Query): WireStep[] {
  const text = (value: Text | undefined): WireText | undefined =>
    value instanceof RegExp ? { re: value.source, flags: value.flags } : value;
  const step = ({ name, label, text: shown, has, ...rest }: Step): WireStep => ({
    ...rest,
    ...(name === undefined ? {} : { name: text(name) }),
    ...(label === undefined ? {} : { label: text(label) }),
    ...(shown === undefined ? {} : { text: text(shown) }),
    ...(has === undefined ? {} : { has: step(has) }),
  });
  return (Array.isArray(query) ? query : [query]).map(step);
}

/** What `locate` says about a query: the element's state, or why there is none. */
export interface Found {
  /** Visible matches of the last step (all of them, whatever `nth` says). */
  count: number;
  /** Why no single element was found (none, or several without `nth`). */
  problem: string | null;
  enabled: boolean;
  checked: boolean;
  value: string;
  text: string;
}

/**
 * Finds the element a query names. `want` 'element' returns it (or a string saying why not),
 * 'state' returns a Found (JSON).
 */
export function locate(steps: WireStep[], want: 'element' | 'state'): Element | string | Found {
  const norm = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const matches = (expected: WireText, actual: string, exact?: boolean) => {
    if (typeof expected !== 'string') return new RegExp(expected.re, expected.flags).test(actual);
    const wanted = norm(expected);
    return exact ? actual === wanted : actual.toLowerCase().includes(wanted.toLowerCase());
  };
  const visible = (element: Element) => {
    if (!element.isConnected || element.getClientRects().length === 0) return false;
    return element.checkVisibility({ visibilityProperty: true });
  };
  const ariaHidden = (element: Element) => element.closest('[aria-hidden="true"]') !== null;

  /** Text of a subtree as an accessible name counts it (aria-hidden and hidden parts left out). */
  const textName = (node: Node): string => {
    let out = '';
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        out += (child as CharacterData).data;
        continue;
      }
      if (!(child instanceof HTMLElement) && !(child instanceof SVGElement)) continue;
      if (child.getAttribute('aria-hidden') === 'true') continue;
      if (child instanceof HTMLScriptElement || child instanceof HTMLStyleElement) continue;
      const style = getComputedStyle(child);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      let part: string;
      const label = child.getAttribute('aria-label');
      if (label !== null && norm(label) !== '') part = label;
      else if (child instanceof HTMLImageElement) part = child.alt;
      else if (
        child instanceof HTMLInputElement &&
        ['button', 'submit', 'reset'].includes(child.type)
      )
        part = child.value;
      else part = textName(child);
      out += style.display.startsWith('inline') ? part : ` ${part} `;
    }
    return out;
  };
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null)
      .map((element) => element.getAttribute('aria-label') ?? textName(element))
      .join(' ');

  const CONTROLS = 'input, select, textarea, [role="textbox"], [role="combobox"], [role="slider"]';
  const NAMED_BY_CONTENT = new Set([
    'button',
    'link',
    'heading',
    'cell',
    'columnheader',
    'rowheader',
    'row',
    'option',
    'tab',
    'menuitem',
    'listitem',
    'checkbox',
    'radio',
    'tooltip',
  ]);
  const IMPLICIT: Record<string, string> = {
    button:
      'button, input[type="button"], input[type="submit"], input[type="reset"], input[type="image"], summary',
    link: 'a[href], area[href]',
    heading: 'h1, h2, h3, h4, h5, h6',
    textbox:
      'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="url"], input[type="password"], textarea',
    searchbox: 'input[type="search"]',
    spinbutton: 'input[type="number"]',
    slider: 'input[type="range"]',
    checkbox: 'input[type="checkbox"]',
    radio: 'input[type="radio"]',
    combobox: 'select:not([multiple]):not([size])',
    listbox: 'select[multiple], select[size]',
    option: 'option',
    dialog: 'dialog',
    form: 'form',
    table: 'table',
    row: 'tr',
    cell: 'td',
    columnheader: 'thead th, th[scope="col"]',
    rowheader: 'tbody th[scope="row"]',
    article: 'article',
    group: 'fieldset, details, optgroup',
    list: 'ul, ol, menu',
    listitem: 'li',
    region: 'section',
    navigation: 'nav',
    banner: 'header',
    contentinfo: 'footer',
    main: 'main',
    complementary: 'aside',
    progressbar: 'progress',
    status: 'output',
    img: 'img:not([alt=""])',
  };

  const roleOf = (element: Element): string | null => {
    const explicit = element.getAttribute('role');
    if (explicit) return explicit.split(/\s+/)[0] ?? null;
    for (const [role, selector] of Object.entries(IMPLICIT)) {
      if (!element.matches(selector)) continue;
      // A header or footer inside sectioning content is not the page's banner or footer.
      if (
        (role === 'banner' || role === 'contentinfo') &&
        element.parentElement?.closest('article, aside, main, nav, section')
      )
        return null;
      return role;
    }
    return null;
  };

  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      const name = norm(byIds(labelledBy));
      if (name) return name;
    }
    const label = element.getAttribute('aria-label');
    if (label !== null && norm(label) !== '') return norm(label);
    if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    ) {
      if (
        element instanceof HTMLInputElement &&
        ['button', 'submit', 'reset'].includes(element.type)
      )
        return norm(element.value);
      const labels = Array.from(element.labels ?? []);
      if (labels.length > 0) return norm(labels.map(textName).join(' '));
      return norm(element.getAttribute('title') ?? element.getAttribute('placeholder'));
    }
    if (element instanceof HTMLFieldSetElement) {
      const legend = element.querySelector(':scope > legend');
      if (legend) return norm(textName(legend));
    }
    if (element instanceof HTMLTableElement && element.caption)
      return norm(textName(element.caption));
    if (element instanceof HTMLImageElement) return norm(element.alt);
    const role = roleOf(element);
    if (role !== null && NAMED_BY_CONTENT.has(role)) return norm(textName(element));
    return norm(element.getAttribute('title'));
  };

  const levelOf = (element: Element) =>
    Number(element.getAttribute('aria-level') ?? /^H(\d)$/.exec(element.tagName)?.[1] ?? 0);

  /** Every element in `scope` a step matches (visible ones unless `hidden`). */
  const all = (step: WireStep, scope: ParentNode): Element[] => {
    let found: Element[];
    if (step.css !== undefined) {
      found = Array.from(scope.querySelectorAll(step.css));
    } else if (step.role !== undefined) {
      const role = step.role;
      const selector = [`[role~="${role}"]`, IMPLICIT[role]].filter(Boolean).join(', ');
      found = Array.from(scope.querySelectorAll(selector)).filter(
        (element) => roleOf(element) === role && !ariaHidden(element),
      );
      if (step.level !== undefined)
        found = found.filter((element) => levelOf(element) === step.level);
      // A form or region is one only when it has a name (as in the accessibility tree).
      if (role === 'form' || role === 'region')
        found = found.filter((element) => nameOf(element) !== '');
    } else if (step.label !== undefined) {
      found = Array.from(scope.querySelectorAll(CONTROLS)).filter(
        (element) => !ariaHidden(element),
      );
    } else if (step.text !== undefined) {
      const expected = step.text;
      const candidates = new Set(
        Array.from(scope.querySelectorAll('*')).filter(
          (element) =>
            !(element instanceof HTMLScriptElement || element instanceof HTMLStyleElement) &&
            matches(expected, norm(element.textContent), step.exact),
        ),
      );
      // The smallest: an element none of whose children matches too.
      found = [...candidates].filter(
        (element) => !Array.from(element.children).some((child) => candidates.has(child)),
      );
    } else {
      throw new Error(`a step names nothing to look for: ${JSON.stringify(step)}`);
    }
    if (step.name !== undefined) {
      const expected = step.name;
      found = found.filter((element) => matches(expected, nameOf(element), step.exact));
    }
    if (step.label !== undefined) {
      const expected = step.label;
      found = found.filter((element) => matches(expected, nameOf(element), step.exact));
    }
    if (step.has !== undefined) {
      const inner = step.has;
      found = found.filter((element) => all(inner, element).length > 0);
    }
    return step.hidden ? found : found.filter(visible);
  };

  const describe = (step: WireStep) => JSON.stringify(step);
  let scope: ParentNode = document;
  let element: Element | null = null;
  let count = 0;
  for (const step of steps) {
    const found = all(step, scope);
    count = found.length;
    if (step.nth !== undefined) {
      element = found.at(step.nth) ?? null;
    } else if (found.length === 1) {
      element = found[0] ?? null;
    } else {
      const problem =
        found.length === 0
          ? `nothing matches ${describe(step)}`
          : `${found.length} elements match ${describe(step)}: ${found
              .slice(0, 4)
              .map(
                (match) =>
                  `<${match.tagName.toLowerCase()}> "${norm(match.textContent).slice(0, 40)}"`,
              )
              .join(', ')}`;
      if (want === 'element') return problem;
      return { count: found.length, problem, enabled: false, checked: false, value: '', text: '' };
    }
    if (element === null) {
      const problem = `no element ${step.nth} of ${found.length} matching ${describe(step)}`;
      if (want === 'element') return problem;
      return { count, problem, enabled: false, checked: false, value: '', text: '' };
    }
    scope = element;
  }
  if (element === null) return 'an empty query';
  if (want === 'element') return element;
  const control = element as HTMLInputElement;
  return {
    count,
    problem: null,
    enabled: !element.matches(':disabled') && element.closest('[aria-disabled="true"]') === null,
    checked: control.checked === true || element.getAttribute('aria-checked') === 'true',
    value: typeof control.value === 'string' ? control.value : '',
    text: norm((element as HTMLElement).innerText ?? element.textContent),
  };
}

/**
 * The error recorder: every `error` event (capture phase on window, so a <link> or <script>
 * that fails to load counts as well as an uncaught exception), unhandled rejection, CSP
 * violation and console.error call, as text in window.__engineErrors. Installed before the
 * page's own scripts (a preload script, or the first script of the page: see scripts/engines).
 */
export function recordErrors(): void {
  const w = window as unknown as { __engineErrors?: string[] };
  if (w.__engineErrors) return;
  const errors: string[] = [];
  w.__engineErrors = errors;
  const where = () => location.pathname;
  addEventListener(
    'error',
    (event: Event) => {
      if (event instanceof ErrorEvent) {
        errors.push(`${where()}: error ${event.message} (${event.filename}:${event.lineno})`);
        return;
      }
      const target = event.target;
      if (target instanceof Element) {
        const rel = target.getAttribute('rel');
        const url = target.getAttribute('href') ?? target.getAttribute('src') ?? '';
        errors.push(
          `${where()}: error event on <${target.tagName.toLowerCase()}${rel ? ` rel="${rel}"` : ''}> ${url}`,
        );
      } else {
        errors.push(`${where()}: error event (${String(event.type)})`);
      }
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { stack?: string } | undefined;
    errors.push(`${where()}: unhandled rejection ${String(reason?.stack ?? event.reason)}`);
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    errors.push(
      `${where()}: CSP ${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}`,
    );
  });
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`${where()}: console.error ${args.map(String).join(' ')}`);
    original(...args);
  };
}

/** The errors recorded in this document since the last call (see recordErrors). */
export function recordedErrors(): string[] {
  return (window as unknown as { __engineErrors?: string[] }).__engineErrors?.splice(0) ?? [];
}

/** The site's storage emptied, the demo's latency set (before the app loads: see scripts/engines). */
export function resetStorage(latency: boolean): void {
  localStorage.clear();
  sessionStorage.clear();
  if (!latency) localStorage.setItem('demo-latency', 'off');
}

/** Sets a control's value as a picker would (React's input tracker sees the change). */
export function setControlValue(element: Element, value: string): string | null {
  if (element instanceof HTMLSelectElement) {
    const option = Array.from(element.options).find(
      (candidate) => candidate.label.trim() === value || candidate.value === value,
    );
    if (!option) return `no option "${value}" in ${element.name || element.id}`;
    element.focus();
    // The prototype's setter: React's value tracker wraps the element's own.
    Reflect.set(HTMLSelectElement.prototype, 'value', option.value, element);
  } else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    const prototype =
      element instanceof HTMLInputElement
        ? HTMLInputElement.prototype
        : HTMLTextAreaElement.prototype;
    element.focus();
    Reflect.set(prototype, 'value', value, element);
  } else {
    return `not a form control: <${element.tagName.toLowerCase()}>`;
  }
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
  return null;
}

/** Selects a text field's content, so what is typed next replaces it. */
export function selectContent(element: Element): void {
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    element.focus();
    element.select();
  }
}

/** A JPEG drawn by the browser itself, as base64 (no image file lives in the repo). */
export function drawJpeg(width: number, height: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#0b4f8a');
  gradient.addColorStop(1, '#ffd166');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#ffffff';
  context.fillRect(width / 4, height / 4, width / 2, height / 2);
  return canvas.toDataURL('image/jpeg', 0.9).replace(/^data:image\/jpeg;base64,/, '');
}

export interface SavedFile {
  name: string;
  type: string;
  size: number;
  text: string | null;
}

/**
 * Catches the files the page saves: each Blob given to URL.createObjectURL (its text read), and
 * the name of the download link clicked for it. The link's click is not passed on: the engine's
 * save dialog or download folder is not what is under test, and MiniBrowser may open a dialog.
 */
export function catchDownloads(): void {
  const w = window as unknown as { __savedFiles?: SavedFile[] };
  if (w.__savedFiles) return;
  const files: SavedFile[] = [];
  w.__savedFiles = files;
  const blobs = new Map<string, Blob>();
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = createObjectURL(object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (!this.download || !blob) {
      HTMLElement.prototype.click.call(this);
      return;
    }
    const file: SavedFile = { name: this.download, type: blob.type, size: blob.size, text: null };
    files.push(file);
    void blob.text().then((text) => {
      file.text = text;
    });
  };
}

export function savedFiles(): SavedFile[] {
  return (window as unknown as { __savedFiles?: SavedFile[] }).__savedFiles ?? [];
}
