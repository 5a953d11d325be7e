import { chargeArrearsPath, searchPath, setupStepPath } from '@/config/paths';

describe('paths', () => {
  it('sends setup progress 1-5 to the wizard steps and anything else to listings', () => {
    expect([1, 2, 3, 4, 5].map(setupStepPath)).toEqual([
      '/subscribers/init',
      '/subscribers/init2',
      '/subscribers/init3',
      '/subscribers/init4',
      '/subscribers/init5',
    ]);
    for (const other of [0, 6, 2.5, '3', null, undefined]) {
      expect(setupStepPath(other)).toBe('/subscribers/listings');
    }
  });
  it('builds search and arrears paths', () => {
    expect(searchPath()).toBe('/search');
    expect(searchPath('dallas', 'tx')).toBe('/search/dallas/tx');
    expect(chargeArrearsPath('a b')).toBe('/charge_arrears/a%20b');
  });
});
