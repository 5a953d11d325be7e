import { useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import SlickImport from 'react-slick';
import { PhotoButton } from './PhotoButton';
import type { LightboxPhoto } from './PhotoLightbox';

/*
 * react-slick ships CommonJS only: under Vite's production build a default import can be the
 * whole module object, so the component is unwrapped here, once (toolchain trap 1).
 */
const Slider = (SlickImport as unknown as { default?: typeof SlickImport }).default ?? SlickImport;

export interface SlickHandle {
  goTo: (index: number) => void;
}

interface SlickPhotosProps {
  photos: readonly LightboxPhoto[];
  initialSlide: number;
  /**
   * Kept out of sight (but laid out, over the still photo, so react-slick measures its real width
   * as it mounts) until it has mounted, while the still photo stays on show.
   */
  hidden: boolean;
  onReady: () => void;
  onChange: (index: number) => void;
  onOpen: (index: number) => void;
  handle: Ref<SlickHandle>;
}

/**
 * The animated, swipeable track of PhotoSlider (react-slick). Its own chunk: it is loaded when a
 * traveller reaches for a slider, not with the page.
 */
export function SlickPhotos({
  photos,
  initialSlide,
  hidden,
  onReady,
  onChange,
  onOpen,
  handle,
}: SlickPhotosProps) {
  const [current, setCurrent] = useState(initialSlide);
  const slider = useRef<SlickImport>(null);
  const root = useRef<HTMLDivElement>(null);

  useImperativeHandle(handle, () => ({ goTo: (index) => slider.current?.slickGoTo(index) }), []);

  const focusPhoto = (index: number) =>
    root.current?.querySelector<HTMLElement>(`[data-photo-index="${index}"]`)?.focus();

  // Before paint, so the still photo and the track never show together.
  useLayoutEffect(() => {
    onReady();
    // Once, when the track has mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      ref={root}
      className={`photo-slider__slick${hidden ? ' photo-slider__slick--waiting' : ''}`}
    >
      <Slider
        ref={slider}
        initialSlide={initialSlide}
        infinite={false}
        speed={250}
        slidesToShow={1}
        slidesToScroll={1}
        arrows={false}
        dots={false}
        accessibility
        waitForAnimate={false}
        beforeChange={(_from, to) => {
          setCurrent(to);
          onChange(to);
        }}
        afterChange={(index) => {
          // The arrow keys moved from a photo: focus follows to the one now shown.
          if (root.current?.contains(document.activeElement)) focusPhoto(index);
        }}
      >
        {photos.map((photo, index) => (
          <div key={`${photo.url}-${index}`}>
            <PhotoButton
              photo={photo}
              index={index}
              focusable={index === current}
              onOpen={onOpen}
            />
          </div>
        ))}
      </Slider>
    </div>
  );
}
