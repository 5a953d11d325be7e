import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { PhotoButton } from './PhotoButton';
import type { LightboxPhoto } from './PhotoLightbox';
import type { SlickHandle } from './SlickPhotos';
import './photoSlider.css';

/*
 * The first photo is plain markup that already steps through the photos (buttons, arrow keys);
 * react-slick (animation, swiping) is a lazy chunk loaded when a pointer or finger reaches for a
 * slider, and the lightbox when a photo is enlarged. A result list renders many sliders and most
 * are never touched: the first load stays small.
 */
const SlickPhotos = lazy(async () => ({ default: (await import('./SlickPhotos')).SlickPhotos }));
const PhotoLightbox = lazy(async () => ({
  default: (await import('./PhotoLightbox')).PhotoLightbox,
}));

function Arrow({
  direction,
  disabled,
  onClick,
}: {
  direction: 'prev' | 'next';
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={`photo-slider__arrow photo-slider__arrow--${direction}`}
      aria-label={direction === 'prev' ? t`Previous photo` : t`Next photo`}
      // aria-disabled keeps keyboard focus on the button when the last photo is reached.
      aria-disabled={disabled}
      onClick={disabled ? undefined : onClick}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d={direction === 'prev' ? 'M10.5 2.5 5 8l5.5 5.5' : 'M5.5 2.5 11 8l-5.5 5.5'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

interface PhotoSliderProps {
  photos: readonly LightboxPhoto[];
  /** Names the carousel for screen readers, e.g. "Photos of Lone Star Charter". */
  label: string;
  /** Shown instead when there is no photo ("No Images Available"). */
  emptyText: string;
  className?: string;
  /** The first photo is the page's main image: loaded eagerly, at high priority. */
  priority?: boolean;
}

/**
 * Listing photos one at a time, each opening the lightbox. Only the current photo takes focus;
 * the two buttons and the arrow keys move between photos.
 */
export function PhotoSlider({ photos, label, emptyText, className, priority }: PhotoSliderProps) {
  const { t } = useLingui();
  const [current, setCurrent] = useState(0);
  // 'wanted': react-slick is loading; 'ready': its track has replaced the still photo.
  const [slickState, setSlickState] = useState<'no' | 'wanted' | 'ready'>('no');
  const refocus = useRef(false);
  const pressing = useRef(false);
  const readyLater = useRef(false);
  const [lightbox, setLightbox] = useState<{ open: boolean; index: number } | null>(null);
  const slick = useRef<SlickHandle>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const countId = useId();

  useEffect(() => {
    // The still photo had keyboard focus when the track replaced it: the track's photo gets it.
    if (slickState !== 'ready' || !refocus.current) return;
    refocus.current = false;
    rootRef.current?.querySelector<HTMLElement>('.photo-slider__slide[tabindex="0"]')?.focus();
  }, [slickState]);

  if (photos.length === 0) {
    return <p className={`photo-slider__empty ${className ?? ''}`.trim()}>{emptyText}</p>;
  }

  const many = photos.length > 1;
  const number = current + 1;
  const total = photos.length;
  const wake = () => {
    if (many && slickState === 'no') setSlickState('wanted');
  };
  const slickReady = () => {
    if (pressing.current) {
      readyLater.current = true;
      return;
    }
    const active = document.activeElement;
    refocus.current = active instanceof HTMLElement && active.dataset.photoIndex !== undefined;
    setSlickState('ready');
  };
  const go = (index: number) => {
    const to = Math.min(photos.length - 1, Math.max(0, index));
    wake();
    if (slick.current) slick.current.goTo(to);
    else setCurrent(to);
  };
  const closeLightbox = () => {
    setLightbox((state) => (state ? { ...state, open: false } : state));
    rootRef.current?.querySelector<HTMLElement>(`[data-photo-index="${current}"]`)?.focus();
  };

  const still = (
    <PhotoButton
      photo={photos[Math.min(current, photos.length - 1)]}
      index={current}
      focusable
      priority={priority && current === 0}
      onOpen={(index) => setLightbox({ open: true, index })}
    />
  );

  return (
    <div
      ref={rootRef}
      className={`photo-slider ${className ?? ''}`.trim()}
      role="group"
      aria-roledescription={t`carousel`}
      aria-label={label}
      aria-describedby={many ? countId : undefined}
      onPointerEnter={() => wake()}
      onTouchStart={() => wake()}
      onPointerDown={() => {
        pressing.current = true;
      }}
      onPointerUp={() => {
        pressing.current = false;
        // The press becomes a click after pointerup: swap the photo only once it has landed.
        if (readyLater.current) setTimeout(slickReady, 0);
        readyLater.current = false;
      }}
      onKeyDown={(event) => {
        // Before the slider has loaded, the arrow keys still move between photos.
        if (slick.current || !many) return;
        if (event.key === 'ArrowRight') go(current + 1);
        if (event.key === 'ArrowLeft') go(current - 1);
      }}
    >
      <div className="photo-slider__track">
        {slickState !== 'ready' && still}
        {slickState !== 'no' && (
          <Suspense fallback={null}>
            <SlickPhotos
              photos={photos}
              initialSlide={current}
              hidden={slickState !== 'ready'}
              onReady={slickReady}
              onChange={setCurrent}
              onOpen={(index) => setLightbox({ open: true, index })}
              handle={slick}
            />
          </Suspense>
        )}
        {many && (
          <>
            <Arrow direction="prev" disabled={current === 0} onClick={() => go(current - 1)} />
            <Arrow
              direction="next"
              disabled={current === photos.length - 1}
              onClick={() => go(current + 1)}
            />
          </>
        )}
      </div>
      {many && (
        <p id={countId} className="photo-slider__count" aria-live="polite">
          <Trans>
            Photo {number} of {total}
          </Trans>
        </p>
      )}
      {lightbox && (
        <Suspense fallback={null}>
          <PhotoLightbox
            open={lightbox.open}
            index={lightbox.index}
            photos={photos}
            onClose={closeLightbox}
            onView={go}
          />
        </Suspense>
      )}
    </div>
  );
}
