import { env } from '@/config/env';

/**
 * Page views and conversions. With no analytics id configured everything here is a no-op and
 * no third-party script is ever requested.
 */
type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let started = false;

function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/**
 * gtag.js reads only `arguments` objects from the data layer and skips plain arrays, so this
 * must push `arguments` itself, exactly as Google's snippet does.
 */
function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params -- see above: an Arguments object is required
  window.dataLayer.push(arguments);
}

function start(id: string): void {
  if (started) return;
  started = true;
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', id, { send_page_view: false });
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
}

export function isTrackingEnabled(): boolean {
  return env.analyticsId !== '';
}

export function trackPageView(path: string): void {
  if (!isTrackingEnabled()) return;
  start(env.analyticsId);
  gtag('event', 'page_view', { page_path: path, page_location: window.location.href });
}

/** The conversion snippet of the confirmation screen; loads without blocking the page. */
export function trackConversion(label: string): void {
  if (env.conversionId === '') return;
  start(env.conversionId);
  gtag('config', env.conversionId);
  gtag('event', 'conversion', { send_to: `${env.conversionId}/${label}` });
}
