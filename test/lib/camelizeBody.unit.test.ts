import fc from 'fast-check';
import humps from 'humps';
import { camelizeBody } from '@/lib/apiClient';

describe('camelizeBody', () => {
  it('reads any body as humps does, its keys worked out once', () => {
    const key = fc.oneof(
      fc.constantFrom('company_id', 'bus_types', 'url_friendly_city', 'id', '2019', 'a-b c'),
      fc.string(),
    );
    const body = fc.dictionary(key, fc.jsonValue(), { maxKeys: 8 });
    fc.assert(
      fc.property(fc.oneof(body, fc.array(body, { maxLength: 4 })), (value) => {
        // Twice: the second read comes from the kept keys.
        expect(camelizeBody(value)).toEqual(humps.camelizeKeys(value));
        expect(camelizeBody(value)).toEqual(humps.camelizeKeys(value));
      }),
    );
  });

  it('keeps reading right past its bound on kept keys', () => {
    const many = Object.fromEntries(Array.from({ length: 2_500 }, (_, i) => [`key_${i}_name`, i]));
    expect(camelizeBody(many)).toEqual(humps.camelizeKeys(many));
    expect(camelizeBody({ key_0_name: 1 })).toEqual({ key0Name: 1 });
  });
});
