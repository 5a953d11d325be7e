import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { isRepeatClick } from '@/lib/repeatClick';
import type { Place } from '../types';

/** A stop of the draft: `id` tells two stops at the same place apart. */
export interface DraftStop {
  id: number;
  place: Place;
}

type Action = 'up' | 'down' | 'remove';

interface PlanStopsProps {
  stops: readonly DraftStop[];
  onChange: (stops: DraftStop[]) => void;
  /** Where focus goes when the last stop is removed (the "Add a stop" field). */
  onEmptied: () => void;
}

/**
 * The stops on the way, in travel order, each with Move up, Move down and Remove buttons named
 * with its place (the visible word first, so speech input finds them). Focus stays with the stop that moved (on the other button when it reaches an
 * end) and goes to the next stop after a removal; a status line says what happened.
 */
export function PlanStops({ stops, onChange, onEmptied }: PlanStopsProps) {
  const list = useRef<HTMLOListElement>(null);
  // The button to focus once the list has been drawn again.
  const pending = useRef<{ id: number; action: Action } | null>(null);
  const [said, setSaid] = useState('');
  const { t } = useLingui();

  useEffect(() => {
    const focus = pending.current;
    if (!focus) return;
    pending.current = null;
    const button = (action: Action) =>
      list.current?.querySelector<HTMLButtonElement>(
        `[data-stop="${focus.id}"] [data-action="${action}"]`,
      );
    const target = button(focus.action);
    const other = button(focus.action === 'up' ? 'down' : 'up');
    (target && !target.disabled ? target : other)?.focus();
  });

  const move = (from: number, to: number) => {
    const next = [...stops];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    onChange(next);
    pending.current = { id: moved.id, action: to < from ? 'up' : 'down' };
    const place = moved.place.name;
    const position = to + 1;
    const count = next.length;
    setSaid(t`${place} is now stop ${position} of ${count}.`);
  };
  const remove = (position: number) => {
    const removed = stops[position];
    if (!removed) return;
    const next = stops.filter((_, index) => index !== position);
    onChange(next);
    const neighbour = next[position] ?? next[position - 1];
    if (neighbour) pending.current = { id: neighbour.id, action: 'remove' };
    else onEmptied();
    const place = removed.place.name;
    setSaid(t`${place} removed from the stops.`);
  };

  return (
    <>
      {stops.length > 0 && (
        <ol ref={list} className="plan-stops list-unstyled mb-2" aria-label={t`Stops on the way`}>
          {stops.map((stop, position) => (
            <li
              key={stop.id}
              data-stop={stop.id}
              className="plan-stops__item d-flex flex-wrap align-items-center gap-2 py-1"
            >
              <span className="plan-stops__name me-auto">
                <span className="text-body-secondary">{position + 1}.</span> {stop.place.name}
              </span>
              <span className="d-flex flex-wrap gap-1">
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm"
                  data-action="up"
                  aria-label={t`Move up ${stop.place.name}`}
                  disabled={position === 0}
                  onClick={(event) => {
                    if (!isRepeatClick(event)) move(position, position - 1);
                  }}
                >
                  <Trans>Move up</Trans>
                </button>
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm"
                  data-action="down"
                  aria-label={t`Move down ${stop.place.name}`}
                  disabled={position === stops.length - 1}
                  onClick={(event) => {
                    if (!isRepeatClick(event)) move(position, position + 1);
                  }}
                >
                  <Trans>Move down</Trans>
                </button>
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  data-action="remove"
                  aria-label={t`Remove ${stop.place.name}`}
                  onClick={(event) => {
                    if (!isRepeatClick(event)) remove(position);
                  }}
                >
                  <Trans>Remove</Trans>
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </>
  );
}
