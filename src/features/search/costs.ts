/**
 * The all-in estimate's assumptions (issue 34): what a group usually pays on top of a company's
 * day and mile rates, each with a stated default the traveller may change. The address and the
 * store carry them as one short text (`costs=tip10.room90.relief`), written and read only here,
 * in the estimate's lazy code: /search's first load carries the text, never this file.
 * docs/all-in-estimate.md gives each default's source.
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface TripCosts {
  /** Gratuity, percent of the base price. */
  gratuity: number;
  /** The driver's hotel room, dollars a night. */
  room: number;
  /** A second driver, chosen by the traveller. */
  relief: boolean;
  /** The relief driver, dollars a day. */
  reliefDay: number;
}

export type CostKey = 'gratuity' | 'room' | 'reliefDay';

/**
 * - Gratuity 15%: the middle of the 10-20% that charter planning guides cite.
 * - Room $110: the US GSA's standard lodging per-diem rate for the continental US (FY 2025).
 * - Relief driver $400 a day: a planning figure (a 10-hour day at about $40 an hour, wages and
 *   costs); the company's own rate is what counts.
 */
export const DEFAULT_COSTS: TripCosts = { gratuity: 15, room: 110, relief: false, reliefDay: 400 };

export const COST_LIMITS: Record<CostKey, { min: number; max: number }> = {
  gratuity: { min: 0, max: 30 },
  room: { min: 0, max: 1000 },
  reliefDay: { min: 0, max: 2000 },
};

/** The short names the address uses. */
const CODES: Record<CostKey, string> = { gratuity: 'tip', room: 'room', reliefDay: 'relief' };

const inLimits = (key: CostKey, value: number) =>
  Number.isInteger(value) && value >= COST_LIMITS[key].min && value <= COST_LIMITS[key].max;

/**
 * The assumptions of an address's text; a part that is unknown, odd or out of its limits keeps
 * its default (a damaged link still shows figures, never an error). `relief` alone chooses a
 * relief driver at the default day figure; `relief500` at $500.
 */
export function readCosts(text: string): TripCosts {
  const costs = { ...DEFAULT_COSTS };
  for (const part of text.split('.')) {
    const match = /^([a-z]+)(\d{0,4})$/.exec(part);
    if (!match) continue;
    const [, code, digits = ''] = match;
    if (code === CODES.reliefDay) costs.relief = true;
    const key = (Object.keys(CODES) as CostKey[]).find((name) => CODES[name] === code);
    if (key && digits && inLimits(key, Number(digits))) costs[key] = Number(digits);
  }
  return costs;
}

/** The text for the address: only what differs from the defaults ('' when nothing does). */
export function writeCosts(costs: TripCosts): string {
  const parts: string[] = [];
  if (costs.gratuity !== DEFAULT_COSTS.gratuity) parts.push(`tip${costs.gratuity}`);
  if (costs.room !== DEFAULT_COSTS.room) parts.push(`room${costs.room}`);
  if (costs.relief) {
    parts.push(costs.reliefDay === DEFAULT_COSTS.reliefDay ? 'relief' : `relief${costs.reliefDay}`);
  }
  return parts.join('.');
}

/** The assumptions' fields as the planner shows them, with their messages. */
export const COST_FIELDS: readonly {
  key: CostKey;
  label: MessageDescriptor;
  error: MessageDescriptor;
}[] = [
  {
    key: 'gratuity',
    label: msg`Gratuity (%)`,
    error: msg`Gratuity must be a whole number from 0 to 30`,
  },
  {
    key: 'room',
    label: msg`Room per night ($)`,
    error: msg`Driver's room must be a whole number of dollars from 0 to 1,000`,
  },
  {
    key: 'reliefDay',
    label: msg`Relief driver per day ($)`,
    error: msg`Relief driver must be a whole number of dollars from 0 to 2,000`,
  },
];

/** A typed value as a whole number within its limits ("1,000" reads as 1000), else null. */
export function readCostField(key: CostKey, typed: string): number | null {
  const digits = typed.trim().replace(/[,$%]/g, '');
  if (!/^\d{1,4}$/.test(digits)) return null;
  const value = Number(digits);
  return inLimits(key, value) ? value : null;
}
