import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { axiosWithoutFetchAdapter } from '../../build/axiosWithoutFetchAdapter.ts';
import { callHook, context, importSources } from './hooks.ts';

// The installed axios's own adapters file.
const axiosRoot = dirname(createRequire(import.meta.url).resolve('axios/package.json'));
const adapters = join(axiosRoot, 'lib/adapters/adapters.js');

describe('axiosWithoutFetchAdapter', () => {
  it('replaces the fetch adapter of the installed axios, and nothing else', () => {
    const plugin = axiosWithoutFetchAdapter();
    const sources = importSources(readFileSync(adapters, 'utf8'));
    expect(sources).toContain('./fetch.js');
    const resolved = sources.map((source) =>
      callHook(plugin, 'resolveId', context, source, adapters),
    );
    expect(resolved.filter((id) => id !== null)).toEqual(['\0axios-fetch-adapter']);
    const standIn = callHook(plugin, 'load', context, '\0axios-fetch-adapter');
    expect(standIn).toBe('export const getFetch = () => null;\nexport default null;\n');
    expect(callHook(plugin, 'load', context, adapters)).toBeNull();
    expect(() => callHook(plugin, 'buildEnd', context)).not.toThrow();
  });

  it('leaves a ./fetch.js of another file alone, and fails the build when none was replaced', () => {
    const plugin = axiosWithoutFetchAdapter();
    expect(callHook(plugin, 'resolveId', context, './fetch.js', '/app/src/lib/api.js')).toBeNull();
    expect(callHook(plugin, 'resolveId', context, './fetch.js', undefined)).toBeNull();
    expect(() => callHook(plugin, 'buildEnd', context)).toThrow(/no longer imports \.\/fetch\.js/);
    // A build already failing keeps its own error.
    expect(() => callHook(plugin, 'buildEnd', context, new Error('x'))).not.toThrow();
  });
});
