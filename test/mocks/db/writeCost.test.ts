import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb, resetDb, STORAGE_KEY, withDb } from '../../../src/mocks/db/store';
import type { DemoDb } from '../../../src/mocks/db/types';

/**
 * What one handler write costs: a typical mutation plus persisting it. The demo runs on the
 * browser's main thread, so a write must fit in one frame (16 ms).
 *
 * Measured in CPU time of this process (process.cpuUsage), not wall-clock time: on a 2-core CI
 * machine the other test workers and Chromium take turns on the same cores, and wall time then
 * counts their work too (a 7 ms write once read 17.7 ms). CPU time counts only ours.
 */

const FRAME_MS = 16;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Milliseconds of CPU this process has used (user + system). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Median CPU time of `write` repeated, after a few warm-up rounds (JIT, per-table baselines). */
function cost(label: string, write: (db: DemoDb, round: number) => void): number {
  const times: number[] = [];
  for (let round = 0; round < 30; round += 1) {
    const started = cpuMs();
    withDb((db) => write(db, round));
    times.push(cpuMs() - started);
  }
  const result = median(times.slice(5));
  console.info(`${label}: median ${result.toFixed(2)} ms, first ${(times[0] ?? 0).toFixed(2)} ms`);
  return result;
}

describe('demo database write cost', () => {
  const data = new Map<string, string>();

  beforeEach(() => {
    data.clear();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    });
    resetDb();
    getDb();
  });

  afterEach(() => {
    resetDb();
    vi.unstubAllGlobals();
  });

  it(`persists a login or a click in under ${FRAME_MS} ms`, () => {
    const ms = cost('login + click', (db, round) => {
      const account = db.accounts[round % 20];
      if (account) account.api_token = `token-${round}`;
      db.tracking_events.push({
        id: 5_000_000 + round,
        company_metro_id: db.company_metros[round]?.id ?? 0,
        tracking_type: 6,
        created_at: '2026-11-22T12:00:00.000Z',
      });
    });
    expect(data.get(STORAGE_KEY)).toContain('token-29');
    expect(ms).toBeLessThan(FRAME_MS);
  });

  it(`persists a write that read the largest table (companies) in under ${FRAME_MS} ms`, () => {
    const ms = cost('message (reads companies)', (db, round) => {
      const company = db.companies.find((row) => row.id === 1001 + round);
      const template = db.company_messages[0];
      if (!template || !company) throw new Error('seed changed');
      db.company_messages.push({
        ...template,
        message_id: 9_000_000 + round,
        company_id: company.id,
      });
    });
    expect(data.get(STORAGE_KEY)).toContain('9000029');
    expect(ms).toBeLessThan(FRAME_MS);
  });
});
