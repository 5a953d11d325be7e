import { d, isRecord } from '@/lib/decode';
import { readItem, writeItem } from '@/lib/storage';
import type { RankChange } from './types';

/**
 * What the bid listings remember between visits: per metro listing, the position last seen and
 * when, and an unread move. Only listing ids, positions and dates are stored (no names, costs or
 * anything else of the account), under a key of the company's own, so another company logging
 * in on the same browser never reads it. Corrupt or older data is dropped, never shown.
 */
const VERSION = 1;
const keyOf = (companyId: number) => `bid-ranks-v${VERSION}-${companyId}`;

interface Seen {
  position: number;
  seenOn: string;
  /** A move not dismissed yet: the position before it and when that one was last seen. */
  movedFrom?: { position: number; seenOn: string };
}

type Memory = Record<string, Seen>;

const seenPosition = d.object({ position: d.integer, seenOn: d.string });
const readSeen = d.object({
  position: d.integer,
  seenOn: d.string,
  movedFrom: d.optional(seenPosition),
});

function load(companyId: number): Memory {
  const raw = readItem('local', keyOf(companyId));
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || parsed.version !== VERSION || !isRecord(parsed.metros)) return {};
    const memory: Memory = {};
    for (const [id, entry] of Object.entries(parsed.metros)) {
      const seen = d.optional(readSeen)(entry);
      if (seen && /^\d+$/.test(id)) memory[id] = seen;
    }
    return memory;
  } catch {
    return {};
  }
}

function save(companyId: number, memory: Memory): void {
  writeItem('local', keyOf(companyId), JSON.stringify({ version: VERSION, metros: memory }));
}

function changesIn(memory: Memory): RankChange[] {
  return Object.entries(memory).flatMap(([id, seen]) =>
    seen.movedFrom
      ? [
          {
            companyMetroId: Number(id),
            from: seen.movedFrom.position,
            to: seen.position,
            since: seen.movedFrom.seenOn,
          },
        ]
      : [],
  );
}

/**
 * Notes today's positions (listings without one are left out) and returns the moves since the
 * last visit, plus earlier moves not dismissed yet. A move stays until dismissed, so seeing the
 * list twice (a second tab, a remount) never loses it; moving back clears it.
 */
export function noteRanks(
  companyId: number,
  metros: readonly { companyMetroId: number; currentPosition: number }[],
  today: string,
): RankChange[] {
  const before = load(companyId);
  const memory: Memory = {};
  for (const { companyMetroId, currentPosition } of metros) {
    if (currentPosition <= 0) continue;
    const seen = before[String(companyMetroId)];
    let movedFrom = seen?.movedFrom;
    if (seen && seen.position !== currentPosition) {
      movedFrom = { position: seen.position, seenOn: seen.seenOn };
    }
    if (movedFrom?.position === currentPosition) movedFrom = undefined;
    memory[String(companyMetroId)] = {
      position: currentPosition,
      seenOn: today,
      ...(movedFrom ? { movedFrom } : {}),
    };
  }
  save(companyId, memory);
  return changesIn(memory);
}

/** The operator has read the note of this listing's move. */
export function dismissRankChange(companyId: number, companyMetroId: number): void {
  const memory = load(companyId);
  const seen = memory[String(companyMetroId)];
  if (!seen?.movedFrom) return;
  delete seen.movedFrom;
  save(companyId, memory);
}
