/**
 * Code that runs inside the page. Each function here is sent to the browser as its source text
 * (`String(fn)`), so it must be self-contained: no imports, no helpers from this module, only
 * its arguments (JSON) and the page's own globals.
 */

/**
 * The error recorder: every `error` event (capture phase on window, so a <link> or <script>
 * that fails to load counts as well as an uncaught exception), unhandled rejection, CSP
 * violation and console.error call, as text in window.__engineErrors, and passed to the
 * function `report` names when the page has one. Installed before the page's own scripts (in
 * WebKit the first script of each page, put there by webkit/servers.ts's proxy; in Firefox an
 * init script of test/e2e/fixtures.ts, reporting to a binding).
 */
export function recordErrors(report?: string): void {
  const w = window as unknown as { __engineErrors?: string[] } & Record<string, unknown>;
  if (w.__engineErrors) return;
  const errors: string[] = [];
  w.__engineErrors = errors;
  const record = (text: string) => {
    errors.push(text);
    const send = report ? w[report] : undefined;
    if (typeof send === 'function') void (send as (text: string) => unknown)(text);
  };
  const where = () => location.pathname;
  // A page being left: the loads the browser then cancels (a preload, a stylesheet) fire their
  // `error` events too (Firefox does, as a journey moves on with page.goto), and are no error.
  let leaving = false;
  for (const type of ['beforeunload', 'pagehide']) addEventListener(type, () => (leaving = true));
  addEventListener('pageshow', () => (leaving = false));
  addEventListener(
    'error',
    (event: Event) => {
      if (event instanceof ErrorEvent) {
        record(`${where()}: error ${event.message} (${event.filename}:${event.lineno})`);
        return;
      }
      const target = event.target;
      if (leaving) return;
      if (target instanceof Element) {
        const rel = target.getAttribute('rel');
        const url = target.getAttribute('href') ?? target.getAttribute('src') ?? '';
        record(
          `${where()}: error event on <${target.tagName.toLowerCase()}${rel ? ` rel="${rel}"` : ''}> ${url}`,
        );
      } else {
        record(`${where()}: error event (${String(event.type)})`);
      }
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { stack?: string } | undefined;
    record(`${where()}: unhandled rejection ${String(reason?.stack ?? event.reason)}`);
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    record(`${where()}: CSP ${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}`);
  });
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    record(`${where()}: console.error ${args.map(String).join(' ')}`);
    original(...args);
  };
}

/** The errors recorded in this document since the last call (see recordErrors). */
export function recordedErrors(): string[] {
  return (window as unknown as { __engineErrors?: string[] }).__engineErrors?.splice(0) ?? [];
}

/** The site's storage emptied, the demo's latency off (before the app loads: session.ts). */
export function resetStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('demo-latency', 'off');
}

/** Sets a field's value as a picker would (React's input tracker sees the change). */
export function setControlValue(element: Element, value: string): string | null {
  if (!(element instanceof HTMLInputElement)) return `not an <input>: <${element.tagName}>`;
  element.focus();
  // The prototype's setter: React's value tracker wraps the element's own.
  Reflect.set(HTMLInputElement.prototype, 'value', value, element);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
  return null;
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
