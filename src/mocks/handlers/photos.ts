import { http, HttpResponse } from 'msw';
import { coachSvg } from '../db/svg';

/**
 * Not an API operation (so not in a contract tag's file): the demo's company photos are drawn
 * on request from their seed, so nothing is downloaded or stored.
 */
export const photoHandlers = [
  http.get('/demo-photos/:file', ({ params }) => {
    const match = /^coach-(\d+)\.svg$/.exec(String(params.file));
    if (!match) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(coachSvg(Number(match[1])), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    });
  }),
];
