import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { lazyDialog } from '@/components/dialogs/lazyDialog';
import { resultHeading } from '@/features/search/resultView';
import { messageClosed } from '@/features/search/searchSlice';
import { selectSearchModals, selectSelectedResult } from '@/features/search/selectors';
import { useLastShown } from '@/lib/useLastShown';

/*
 * Every modal is its own lazy chunk, downloaded when first opened (with a Loading... where it
 * opens meanwhile): the first load of the search screen carries none of them (nor Formik, Yup
 * or moment, which only they use).
 */
const DetailsModal = lazyDialog(
  async () => (await import('@/features/search/components/DetailsModal')).DetailsModal,
);
const ReviewsModal = lazyDialog(
  async () => (await import('@/features/search/components/ReviewsModal')).ReviewsModal,
);
const AmenitiesModal = lazyDialog(
  async () => (await import('@/features/search/components/AmenitiesModal')).AmenitiesModal,
);
const SendMessageModal = lazyDialog(
  async () =>
    (await import('@/features/contactMessage/components/SendMessageModal')).SendMessageModal,
);

/** The result modals, each opened by its button on a result card. */
export function SearchModalsHost() {
  const dispatch = useAppDispatch();
  const modals = useAppSelector(selectSearchModals);
  const selected = useLastShown(useAppSelector(selectSelectedResult));
  return (
    <>
      <DetailsModal show={modals.details} />
      <ReviewsModal show={modals.reviews} />
      <AmenitiesModal show={modals.amenities} />
      {selected && (
        <SendMessageModal
          show={modals.message}
          companyMetroId={selected.company.id}
          companyName={resultHeading(selected.company)}
          onClose={() => dispatch(messageClosed())}
        />
      )}
    </>
  );
}
