import { server } from '@/mocks/node';

/**
 * Records the path of every request the app sends from now on (`stop()` ends it): proves that
 * a click sent nothing, or that a call waited for the click that asks for it.
 */
export function logRequests(): { paths: string[]; stop: () => void } {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  return { paths, stop: () => server.events.removeListener('request:start', listener) };
}
