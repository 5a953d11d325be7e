import { useState, useSyncExternalStore } from 'react';

/*
 * "A click is never lost": pressing a button blurs the field being typed in, the blur shows that
 * field's error, the error pushes the button down, and the release lands beside it: no click,
 * no submit. So what a form shows (field errors, the summary) stays as it is from the moment a
 * pointer goes down until its click has been dispatched, then catches up.
 */

/** Without a click after the release (the pointer was dragged away), catch up after this. */
const RELEASE_WITHOUT_CLICK_MS = 400;

let pressed = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setPressed(value: boolean) {
  clearTimeout(releaseTimer);
  if (pressed === value) return;
  pressed = value;
  for (const listener of listeners) listener();
}

function releaseAfter(ms: number) {
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => setPressed(false), ms);
}

const onPointerDown = () => setPressed(true);
// The click (and the submit it starts) is dispatched before a zero timeout runs.
const onClick = () => releaseAfter(0);
const onPointerUp = () => releaseAfter(RELEASE_WITHOUT_CLICK_MS);
const onPointerCancel = () => setPressed(false);

const EVENTS = [
  ['pointerdown', onPointerDown],
  ['pointerup', onPointerUp],
  ['pointercancel', onPointerCancel],
  ['click', onClick],
] as const;

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    for (const [type, handler] of EVENTS) window.addEventListener(type, handler, true);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    for (const [type, handler] of EVENTS) window.removeEventListener(type, handler, true);
    clearTimeout(releaseTimer);
    pressed = false;
  };
}

const isPressed = () => pressed;
const notPressed = () => false;

/**
 * `value`, except while a pointer is pressed anywhere on the page: then the value it had when
 * the press began, so the layout cannot move under the pointer. Compare by `Object.is`: pass a
 * string or another primitive, not a fresh object per render.
 */
export function useSteadyWhilePressed<T>(value: T): T {
  const held = useSyncExternalStore(subscribe, isPressed, notPressed);
  const [kept, setKept] = useState(value);
  if (!held && !Object.is(kept, value)) setKept(value);
  return held ? kept : value;
}
