import { http, HttpResponse } from 'msw';
import { email, fail, isResponse, readBody } from '../body';
import { demoTimestamp } from '../clock';
import { getDb, nextId, withDb } from '../db/store';
import { apiUrl, contentUrl, latency, ok } from '../http';

/** The contract's content tag: the newsletter sign-up and the external terms page. */

/** The terms page as the content service would serve it (HTML, not yet sanitized). */
const TERMS_HTML = `
<p><strong>Last updated: January 5, 2026.</strong> By using this site you agree to these terms.</p>
<h2>1. What we do</h2>
<p>Bus Charter Quotes is a marketplace that passes your trip request to independent bus companies. We are not a
carrier: each company sets its own prices, terms and cancellation rules, and is responsible for the trip it
quotes.</p>
<h2>2. Quote requests</h2>
<p>A quote request is not a booking. Companies answer within about two business days. Compare the quotes you
receive and confirm directly with the company you choose.</p>
<h2>3. Accounts</h2>
<p>Keep your password private. You are responsible for activity under your account. Operators must keep their
operating authority, insurance and fleet information current.</p>
<h2>4. Reviews</h2>
<p>Reviews must describe a real trip. We may remove reviews that are abusive, off-topic or written by someone
with a conflict of interest.</p>
<h2>5. Payments for operators</h2>
<p>Listings are billed monthly in advance by card. A listing added mid-cycle is prorated to the next renewal
date. Unpaid balances may suspend an account until they are settled.</p>
<h2>6. Contact</h2>
<p>Questions about these terms: see <a href="https://www.buscharterquotes.example/customer-service" target="_blank">Customer Service</a>.</p>
`;

export const contentHandlers = [
  http.post(apiUrl('/newsletter'), async ({ request }) => {
    await latency();
    const body = await readBody(request, { email: email() });
    if (isResponse(body)) return body;
    const address = body.email.toLowerCase();
    if (getDb().newsletter.some((row) => row.email.toLowerCase() === address)) {
      return fail('This email is already subscribed.');
    }
    withDb((db) => {
      db.newsletter.push({ id: nextId('newsletter'), email: address, created_at: demoTimestamp() });
    });
    return ok();
  }),

  http.get(contentUrl('/wp-json/wp/v2/pages/1306'), async () => {
    await latency();
    return HttpResponse.json({
      id: 1306,
      title: { rendered: 'Terms and Conditions' },
      content: { rendered: TERMS_HTML },
    });
  }),
];
