import { ApiError, messageOf, serverTextOf, textOrNull, toApiError } from '@/lib/apiError';
import { unwrapStatus, unwrapSuccess } from '@/lib/envelope';

describe('ApiError and envelopes', () => {
  it('reads the server text of either envelope', () => {
    expect(serverTextOf({ success: false, errorMessage: 'Taken' })).toBe('Taken');
    expect(serverTextOf({ status: { code: 3, msg: 'No card' } })).toBe('No card');
    expect(serverTextOf({ success: false, errorMessage: { field: 'x' } })).toBeNull();
    expect(textOrNull('   ')).toBeNull();
  });
  it('unwraps envelope (a) and throws its failure with the fallback when not text', () => {
    expect(unwrapSuccess({ success: true }, 'fallback')).toEqual({ success: true });
    expect(() =>
      unwrapSuccess({ success: false, errorMessage: 'Server says no' }, 'fallback'),
    ).toThrow('Server says no');
    expect(() => unwrapSuccess({ success: false, errorMessage: ['x'] }, 'fallback')).toThrow(
      'fallback',
    );
  });
  it('unwraps envelope (b): code 0 is success', () => {
    expect(unwrapStatus({ status: { code: 0 }, result: 3 }, 'fallback')).toBe(3);
    expect(() =>
      unwrapStatus({ status: { code: 2, msg: 'Bad' }, result: null }, 'fallback'),
    ).toThrow('Bad');
  });
  it('keeps the server text and swaps in the caller fallback otherwise', () => {
    const fromServer = new ApiError(500, 'Down for maintenance', 'generic');
    expect(toApiError(fromServer, 'specific').message).toBe('Down for maintenance');
    const silent = new ApiError(500, null, 'generic');
    expect(toApiError(silent, 'specific').message).toBe('specific');
    expect(toApiError(new TypeError('boom'), 'specific').message).toBe('specific');
    expect(messageOf('nonsense', 'fallback')).toBe('fallback');
  });
  it('never shows the text of an error that is not an ApiError', () => {
    const crash = new TypeError("Cannot read properties of null (reading 'dateSubmitted')");
    expect(messageOf(crash, 'Your quotes could not be loaded.')).toBe(
      'Your quotes could not be loaded.',
    );
    expect(messageOf(new ApiError(500, 'Down for maintenance', 'x'), 'y')).toBe(
      'Down for maintenance',
    );
  });
  it('treats a body that is no envelope as a failure with the fallback', () => {
    expect(() => unwrapSuccess([], 'fallback')).toThrow('fallback');
    expect(() => unwrapSuccess('ok', 'fallback')).toThrow('fallback');
    expect(() => unwrapStatus({ result: 3 }, 'fallback')).toThrow('fallback');
  });
});
