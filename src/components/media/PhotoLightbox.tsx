import { useLingui } from '@lingui/react/macro';
import { Lightbox } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';

/*
 * The one place the lightbox library is used (DESIGN.md), so it can change here alone. This
 * module is only ever imported lazily, when a photo is first enlarged.
 */

export interface LightboxPhoto {
  url: string;
  alt: string;
}

interface PhotoLightboxProps {
  open: boolean;
  index: number;
  photos: readonly LightboxPhoto[];
  onClose: () => void;
  onView?: (index: number) => void;
}

export function PhotoLightbox({ open, index, photos, onClose, onView }: PhotoLightboxProps) {
  const { t } = useLingui();
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={photos.map((photo) => ({ src: photo.url, alt: photo.alt }))}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
      on={{ view: ({ index: viewed }) => onView?.(viewed) }}
      labels={{
        Previous: t`Previous photo`,
        Next: t`Next photo`,
        Close: t`Close photo viewer`,
        Lightbox: t`Photo viewer`,
        'Photo gallery': t`Photos`,
        // The words the library puts in its own roles and labels ("carousel", "photo").
        Carousel: t`carousel`,
        Slide: t`photo`,
      }}
      render={{
        buttonPrev: photos.length > 1 ? undefined : () => null,
        buttonNext: photos.length > 1 ? undefined : () => null,
      }}
    />
  );
}
