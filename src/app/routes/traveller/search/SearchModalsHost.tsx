import { lazy, Suspense, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { resultHeading } from '@/features/search/resultView';
import { messageClosed } from '@/features/search/searchSlice';
import { selectSearchModals, selectSelectedResult } from '@/features/search/selectors';
import { useLastShown } from '@/lib/useLastShown';

/*
 * Every modal is its own lazy chunk, downloaded when first opened: the first load of the search
 * screen carries none of them (nor Formik, Yup or moment, which only they use).
 */
const DetailsModal = lazy(async () => ({
  default: (await import('@/features/search/components/DetailsModal')).DetailsModal,
}));
const ReviewsModal = lazy(async () => ({
  default: (await import('@/features/search/components/ReviewsModal')).ReviewsModal,
}));
const AmenitiesModal = lazy(async () => ({
  default: (await import('@/features/search/components/AmenitiesModal')).AmenitiesModal,
}));
const SendMessageModal = lazy(async () => ({
  default: (await import('@/features/contactMessage/components/SendMessageModal')).SendMessageModal,
}));

type ModalName = 'details' | 'reviews' | 'amenities' | 'message';

/** Mounts each modal once it has been opened, and keeps it so it can animate closed. */
export function SearchModalsHost() {
  const dispatch = useAppDispatch();
  const modals = useAppSelector(selectSearchModals);
  const selected = useLastShown(useAppSelector(selectSelectedResult));
  const [seen, setSeen] = useState<Record<ModalName, boolean>>({
    details: false,
    reviews: false,
    amenities: false,
    message: false,
  });
  const opened = (Object.keys(modals) as ModalName[]).filter((name) => modals[name] && !seen[name]);
  if (opened.length > 0) {
    setSeen((current) => ({
      ...current,
      ...Object.fromEntries(opened.map((name) => [name, true])),
    }));
  }

  // One boundary each: a modal opening over another must not blank the one beneath while loading.
  return (
    <>
      {seen.details && (
        <Suspense fallback={null}>
          <DetailsModal />
        </Suspense>
      )}
      {seen.reviews && (
        <Suspense fallback={null}>
          <ReviewsModal />
        </Suspense>
      )}
      {seen.amenities && (
        <Suspense fallback={null}>
          <AmenitiesModal />
        </Suspense>
      )}
      {seen.message && selected && (
        <Suspense fallback={null}>
          <SendMessageModal
            show={modals.message}
            companyMetroId={selected.company.id}
            companyName={resultHeading(selected.company)}
            onClose={() => dispatch(messageClosed())}
          />
        </Suspense>
      )}
    </>
  );
}
