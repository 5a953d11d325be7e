import { fallBackToMemoryStorage, readItem, writeItem } from '@/lib/storage';

describe('storage blocked by the browser', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
  afterEach(() => {
    if (original) Object.defineProperty(window, 'localStorage', original);
  });

  it('falls back to memory, so code that touches localStorage directly keeps working', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(readItem('local', 'k')).toBeNull();
    fallBackToMemoryStorage();
    window.localStorage.setItem('k', 'v');
    writeItem('local', 'k2', 'v2');
    expect(readItem('local', 'k')).toBe('v');
    expect(readItem('local', 'k2')).toBe('v2');
  });
});
