import { Trans, useLingui } from '@lingui/react/macro';
import { Form as FormikForm, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Alert } from '@/components/feedback/Alert';
import { RefusalMessage } from '@/components/feedback/RefusalMessage';
import { FormSummary } from '@/components/form/FormSummary';
import { KeepDraft } from '@/components/form/KeepDraft';
import { SubmitButton } from '@/components/form/SubmitButton';
import { selectAuth } from '@/features/auth/authSlice';
import { fetchMetadata } from '@/features/metadata/metadataSlice';
import { fetchProfile, selectProfile } from '@/features/userAccount/userAccountSlice';
import { tripRequestSchema } from '../schemas';
import { clearDraft } from '@/lib/drafts';
import { planPrefill } from '../planPrefill';
import { TRIP_REQUEST_REFUSAL } from '../refusals';
import { selectSearchOrigin } from '../searchOrigin';
import { saveTripRequest, selectTripRequest, tripRequestErrorCleared } from '../tripRequestSlice';
import type { TripFormValues } from '../types';
import { ApplyPrefill } from './ApplyPrefill';
import { ContactFields } from './ContactFields';
import { TripFields } from './TripFields';

interface TripRequestFormProps {
  /** How many companies the request goes to; none disables sending. */
  companyCount: number;
  onSent: (quoteNumber: string) => void;
}

const EMPTY: TripFormValues = {
  departureCity: '',
  departureState: '',
  destinationCity: '',
  destinationState: '',
  departureDate: '',
  departureTime: '',
  returnDate: '',
  returnTime: '',
  numberOfPeople: '',
  tripType: '',
  basicNameOfGroup: '',
  basicFirstName: '',
  basicLastName: '',
  basicPhone: '',
  basicEmail: '',
  notes: '',
};

/**
 * The trip as typed and not sent yet is a draft (lib/drafts): a reload (a phone's pull to
 * refresh) or a visit to the search for one more company loses none of it. The trip only: the
 * contact fields and the notes are personal, and stay in the form.
 */
const TRIP_DRAFT = 'trip-request';
const TRIP_DRAFT_KEYS = [
  'departureCity',
  'departureState',
  'destinationCity',
  'destinationState',
  'departureDate',
  'departureTime',
  'returnDate',
  'returnTime',
  'numberOfPeople',
  'tripType',
  'basicNameOfGroup',
] as const satisfies readonly (keyof TripFormValues)[];

/** The review form: the trip, who is asking, and one request to every company in the cart. */
export function TripRequestForm({ companyCount, onSent }: TripRequestFormProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const origin = useAppSelector(selectSearchOrigin);
  const auth = useAppSelector(selectAuth);
  const { status, error, refusal } = useAppSelector(selectTripRequest);
  const profile = useAppSelector(selectProfile);
  const fromPlan = useAppSelector(planPrefill, shallowEqual);
  const isUser = auth.loggedIn && auth.loginType === 'user';

  // Read once: later changes to the search or the session must not overwrite what is typed
  // (the profile, when it arrives or changes, fills only what is still untouched: ApplyPrefill).
  // The trip as the traveller changed it before a reload or a visit to the search (the draft)
  // is laid over it; what they left alone follows the search as it is now.
  const [initialValues] = useState<TripFormValues>(() => ({
    ...EMPTY,
    departureCity: origin.departureCity,
    departureState: origin.departureState.toUpperCase(),
    numberOfPeople: origin.numberOfPeople === null ? '' : String(origin.numberOfPeople),
    tripType: origin.tripType === null ? '' : String(origin.tripType),
    basicFirstName: isUser ? auth.firstName : '',
    basicLastName: isUser ? auth.lastName : '',
    // The trip plan of the search, when there is one: every value still visible and editable.
    ...fromPlan,
  }));

  useEffect(() => {
    void dispatch(fetchMetadata());
    // A message from an earlier visit would be stale here.
    dispatch(tripRequestErrorCleared());
  }, [dispatch]);

  useEffect(() => {
    // The profile's owner (userAccount) fetches it once; a failure leaves the session's name.
    if (isUser) void dispatch(fetchProfile({ ifMissing: true }));
  }, [dispatch, isUser]);

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={tripRequestSchema}
      onSubmit={async (values) => {
        try {
          const quoteNumber = await dispatch(saveTripRequest(values)).unwrap();
          clearDraft(TRIP_DRAFT);
          onSent(quoteNumber);
        } catch {
          // The slice holds the message; Formik keeps everything typed.
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate aria-label={t`Trip request`} className="trip-form">
          {isUser && <ApplyPrefill profile={profile} />}
          <KeepDraft<TripFormValues> name={TRIP_DRAFT} fields={TRIP_DRAFT_KEYS} />
          <p className="small text-body-secondary">
            <Trans>
              Fields marked <span className="required-star">*</span> are required.
            </Trans>
          </p>
          <TripFields />
          <ContactFields />
          <FormSummary />
          {error && (
            <Alert variant="danger" role="alert">
              <RefusalMessage words={TRIP_REQUEST_REFUSAL} refusal={refusal} />
            </Alert>
          )}
          {companyCount === 0 && (
            <p className="text-body-secondary">
              <Trans>Add at least one company to your quote request to send it.</Trans>
            </p>
          )}
          <SubmitButton
            busy={status === 'pending' || isSubmitting}
            busyLabel={t`Sending your request...`}
            disabled={companyCount === 0}
            className="px-4"
          >
            <Trans>Submit Quote Request</Trans>
          </SubmitButton>
        </FormikForm>
      )}
    </Formik>
  );
}
