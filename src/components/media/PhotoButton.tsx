import { useLingui } from '@lingui/react/macro';
import { PHOTO_SIZE } from '@/config/constants';
import type { LightboxPhoto } from './PhotoLightbox';

interface PhotoButtonProps {
  photo: LightboxPhoto;
  index: number;
  /** Only the photo on show takes focus; the others are hidden from keyboard and readers. */
  focusable: boolean;
  onOpen: (index: number) => void;
  /**
   * The page's main image (the first result's photo, its Largest Contentful Paint): fetched at
   * once and first, not when layout finds it on screen. Every other photo loads lazily.
   */
  priority?: boolean;
}

/** One photo of a slider: a button that enlarges it in the lightbox. */
export function PhotoButton({ photo, index, focusable, onOpen, priority }: PhotoButtonProps) {
  const { t } = useLingui();
  const { alt } = photo;
  return (
    <button
      type="button"
      className="photo-slider__slide"
      data-photo-index={index}
      tabIndex={focusable ? 0 : -1}
      aria-label={t`Enlarge ${alt}`}
      onClick={() => onOpen(index)}
    >
      <img
        src={photo.url}
        alt={photo.alt}
        // The rendered size, so the page does not jump as photos load.
        width={PHOTO_SIZE.width}
        height={PHOTO_SIZE.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </button>
  );
}
