import { http, HttpResponse } from 'msw';
import { getDb } from '../db/store';
import { apiUrl, latency } from '../http';

export const metadataHandlers = [
  http.get(apiUrl('/metadata'), async () => {
    await latency();
    const db = getDb();
    return HttpResponse.json({
      metros: db.metros.map(({ id, city, state }) => ({ id, city, state })),
      trip_types: db.trip_types.map(({ id, name }) => ({ id, name })),
    });
  }),
];
