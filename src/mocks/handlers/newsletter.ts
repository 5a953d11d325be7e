import { http } from 'msw';
import { getDb, withDb } from '../db/store';
import { apiUrl, fail, isEmail, isResponse, jsonBody, latency, ok } from '../http';

export const newsletterHandlers = [
  http.post(apiUrl('/newsletter'), async ({ request }) => {
    await latency();
    const body = await jsonBody<{ email?: string }>(request);
    if (isResponse(body)) return body;
    if (!isEmail(body.email)) return fail('Please enter a valid email address.');
    const email = body.email.trim().toLowerCase();
    if (getDb().newsletter.some((row) => row.email.toLowerCase() === email)) {
      return fail('This email is already subscribed.');
    }
    withDb((db) => {
      db.newsletter.push({
        id: Math.max(0, ...db.newsletter.map((row) => row.id)) + 1,
        email,
        created_at: new Date().toISOString(),
      });
    });
    return ok();
  }),
];
