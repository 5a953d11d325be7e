import { http } from 'msw';
import { server } from '@/mocks/node';

export interface HeldRequests {
  /** How many requests have reached the server so far. */
  readonly calls: number;
  /** Settles once the first request has arrived and is being held. */
  readonly arrived: Promise<void>;
  /** Lets every held request (and any later one) be answered. */
  release(): void;
}

/**
 * Holds every request to `url` until the test calls `release()`, so a test can assert what the
 * screen shows while a call is pending (a busy button, a second press that sends nothing) with
 * no sleep. Once released, `answer` replies, or the demo API does when there is no `answer`.
 */
export function holdRequests(
  method: 'get' | 'post',
  url: string,
  answer?: () => Response | Promise<Response>,
): HeldRequests {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const held = { calls: 0, arrived, release: () => release() };
  server.use(
    http[method](url, async () => {
      held.calls += 1;
      arrive();
      await gate;
      // Nothing returned: MSW passes the request on to the demo API's own handler.
      return answer ? answer() : undefined;
    }),
  );
  return held;
}
