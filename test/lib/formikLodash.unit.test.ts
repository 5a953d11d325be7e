import lodashClone from 'lodash-es/clone';
import lodashCloneDeep from 'lodash-es/cloneDeep';
import lodashToPath from 'lodash-es/toPath';
import { clone, cloneDeep, toPath } from '@/lib/formikLodash';

/** Form values of the app's shapes: what Formik clones and walks. */
const VALUES = [
  { email: '', password: '', rememberMe: false },
  {
    additionalEmails: [
      { email: 'a@b.test', id: 3 },
      { email: '', id: null },
    ],
  },
  { amenities: ['1', '4'], quantity: '', nested: { deeper: { list: [[1], [2, { x: 'y' }]] } } },
  [],
  ['a', 1, true, null, undefined],
  { '': 'empty key', 'a.b': 'dotted' },
  'text',
  0,
  null,
  undefined,
];

describe("Formik's lodash pieces", () => {
  it('deep-copies form values as lodash does, sharing nothing', () => {
    for (const value of VALUES) {
      const copy = cloneDeep(value);
      expect(copy).toStrictEqual(lodashCloneDeep(value));
      if (value !== null && typeof value === 'object') expect(copy).not.toBe(value);
    }
    const values = { list: [{ a: 1 }] };
    const copy = cloneDeep(values);
    const [first] = copy.list;
    if (first) first.a = 2;
    expect(values.list[0]?.a).toBe(1);
  });

  it('copies one level as lodash does, keeping a class instance its prototype', () => {
    class Draft {
      name = 'x';
    }
    for (const value of [...VALUES, new Draft()]) {
      const copy = clone(value);
      expect(copy).toStrictEqual(lodashClone(value));
      if (value !== null && typeof value === 'object') expect(copy).not.toBe(value);
    }
    const nested = { inner: { a: 1 } };
    expect(clone(nested).inner).toBe(nested.inner);
  });

  it('reads field paths as lodash does', () => {
    for (const path of [
      'email',
      'additionalEmails[0].email',
      'a.b.c',
      'a[0][1]',
      'a["b.c"].d',
      "a['x y']",
      '.leading',
      'a..b',
      'a[-1.5]',
      '',
      ['a', 0, 'b'],
      7,
    ]) {
      expect([path, toPath(path)]).toEqual([path, lodashToPath(path)]);
    }
  });
});
