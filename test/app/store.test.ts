import { makeStore } from '@/app/store';

describe('the store', () => {
  it('starts without operator-only state: the upgrade slice joins when its screen loads', async () => {
    const store = makeStore();
    expect(store.getState()).not.toHaveProperty('upgrade');
    await import('@/features/upgrade/upgradeSlice');
    // The next action reaches the injected reducer, which adds its initial state.
    store.dispatch({ type: 'test/ping' });
    expect(store.getState()).toHaveProperty('upgrade.step', 'closed');
  });
});
