import { describe, expect, it } from 'vitest';
import { skipEntryPreloads } from '../../build/entryPreloads.ts';
import { callHook, context } from './hooks.ts';

const chunk = (fileName: string, imports: string[], isEntry = false) => ({
  type: 'chunk',
  fileName,
  imports,
  isEntry,
});

describe('skipEntryPreloads', () => {
  it("drops from a dynamic import's preloads what the entry loaded, and only from those", () => {
    const { plugin, resolveDependencies } = skipEntryPreloads();
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/runtime.js'], true),
      'assets/runtime.js': chunk('assets/runtime.js', []),
      'assets/Page.js': chunk('assets/Page.js', ['assets/index.js', 'assets/shared.js']),
      'assets/shared.js': chunk('assets/shared.js', ['assets/runtime.js']),
      'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
    };
    callHook(plugin, 'generateBundle', context, {}, bundle);
    const deps = ['assets/index.js', 'assets/runtime.js', 'assets/shared.js', 'assets/index.css'];
    expect(resolveDependencies('assets/Page.js', deps, { hostType: 'js' })).toEqual([
      'assets/shared.js',
      'assets/index.css',
    ]);
    // index.html's own list is Vite's.
    expect(resolveDependencies('index.html', deps, { hostType: 'html' })).toEqual(deps);
  });

  it('runs before Vite writes the preload lists', () => {
    const { plugin } = skipEntryPreloads();
    expect(plugin.generateBundle).toMatchObject({ order: 'pre' });
    expect(plugin.apply).toBe('build');
  });
});
