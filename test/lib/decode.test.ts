import { http, HttpResponse } from 'msw';
import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { ApiError } from '@/lib/apiError';
import {
  arrayOf,
  DecodeError,
  integer,
  literal,
  nullable,
  object,
  optional,
  string,
  withDefault,
} from '@/lib/decode';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';

const item = object({ id: integer, name: string, note: optional(string) });

describe('decode', () => {
  it('reads an object field by field and leaves out what it does not list', () => {
    expect(item({ id: 1, name: 'A', extra: true })).toEqual({ id: 1, name: 'A' });
    expect(item({ id: 1, name: 'A', note: 7 })).toEqual({ id: 1, name: 'A' });
  });

  it('throws a DecodeError when a required field or the container has the wrong type', () => {
    expect(() => item({ id: '1', name: 'A' })).toThrow(DecodeError);
    expect(() => item('A')).toThrow(DecodeError);
    expect(() => arrayOf(item)('A')).toThrow(DecodeError);
    expect(() => literal('user', 'admin')('root')).toThrow(DecodeError);
  });

  it('drops list items that do not read, including null', () => {
    expect(arrayOf(item)([null, { id: 2, name: 'B' }, { id: 'x' }, 'junk'])).toEqual([
      { id: 2, name: 'B' },
    ]);
  });

  it('reads absent or mistyped optional fields as their default', () => {
    expect(withDefault(string, '')(null)).toBe('');
    expect(withDefault(string, '')(3)).toBe('');
    expect(nullable(string)(undefined)).toBeNull();
  });
});

describe('callApi', () => {
  const call = () =>
    callApi(() => api.get('/users/quotes'), {
      fallback: 'Quotes failed.',
      decode: (body) => object({ quotes: arrayOf(item) })(body).quotes,
    });

  it('turns a container of the wrong shape into an ApiError with the fallback text', async () => {
    server.use(
      http.get(apiUrl('/users/quotes'), () => HttpResponse.json({ success: true, quotes: 'x' })),
    );
    const failure: unknown = await call().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Quotes failed.');
  });

  it("keeps the server's text of a refusal", async () => {
    server.use(
      http.get(apiUrl('/users/quotes'), () =>
        HttpResponse.json({ success: false, error_message: 'Not today' }),
      ),
    );
    await expect(call()).rejects.toThrow('Not today');
  });
});
