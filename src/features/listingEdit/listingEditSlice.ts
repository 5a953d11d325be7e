import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { createApiThunk } from '@/app/withTypes';
import { addRequestCases, idleRequest, type RequestState } from '@/lib/requestStatus';
import {
  getListingEdit,
  postListingContact,
  postListingEmails,
  postListingName,
} from './listingEditApi';
import type { AdditionalEmail, ListingContactValues, ListingEditData } from './types';

/**
 * The listing being edited on /subscribers/listings/:companyMetroId: its edit data (one owner of
 * GET /subscribers/listings/{id}/edit) and the state of its three saves.
 */
export interface ListingEditState {
  /** The listing `listing` belongs to: another listing's data is never shown under this one. */
  companyMetroId: number | null;
  listing: ListingEditData | null;
  requests: {
    fetchListingEdit: RequestState;
    saveListingName: RequestState;
    saveListingContact: RequestState;
    saveListingEmails: RequestState;
  };
}

export type ListingEditSave = Exclude<keyof ListingEditState['requests'], 'fetchListingEdit'>;

const initialState: ListingEditState = {
  companyMetroId: null,
  listing: null,
  requests: {
    fetchListingEdit: idleRequest(),
    saveListingName: idleRequest(),
    saveListingContact: idleRequest(),
    saveListingEmails: idleRequest(),
  },
};

interface ThunkState {
  getState: () => { listingEdit?: ListingEditState };
}

const stateOf = (getState: ThunkState['getState']) => getState().listingEdit ?? initialState;

/** Each save runs once at a time: a second click while it runs sends nothing. */
const idle =
  (request: ListingEditSave) =>
  (_: unknown, { getState }: ThunkState) =>
    stateOf(getState).requests[request].status !== 'pending';

export const fetchListingEdit = createApiThunk<ListingEditData, number>(
  'listingEdit/fetchListingEdit',
  (companyMetroId) => getListingEdit(companyMetroId),
);

/**
 * After the listing's fleet changed (its own section saves it): the fleet summary as the server
 * now computes it, for the preview. Quiet: a failure leaves the summary as it was.
 */
export const fetchListingPreviewFleet = createApiThunk<ListingEditData['busResults'], number>(
  'listingEdit/fetchListingPreviewFleet',
  async (companyMetroId) => (await getListingEdit(companyMetroId)).busResults,
);

export const saveListingName = createApiThunk<string, { companyMetroId: number; name: string }>(
  'listingEdit/saveListingName',
  async ({ companyMetroId, name }) => {
    await postListingName(companyMetroId, name);
    return name.trim();
  },
  { condition: idle('saveListingName') },
);

export const saveListingContact = createApiThunk<
  ListingContactValues,
  { companyMetroId: number; values: ListingContactValues }
>(
  'listingEdit/saveListingContact',
  async ({ companyMetroId, values }) => {
    await postListingContact(companyMetroId, values);
    return values;
  },
  { condition: idle('saveListingContact') },
);

export const saveListingEmails = createApiThunk<
  AdditionalEmail[],
  { companyMetroId: number; emails: AdditionalEmail[] }
>(
  'listingEdit/saveListingEmails',
  async ({ companyMetroId, emails }) => {
    await postListingEmails(companyMetroId, emails);
    return emails.map((email) => ({
      name: email.name.trim(),
      emailAddress: email.emailAddress.trim(),
    }));
  },
  { condition: idle('saveListingEmails') },
);

/** An answer for a listing the page has since left is not this listing's. */
const isCurrent = (state: ListingEditState, companyMetroId: number) =>
  state.companyMetroId === companyMetroId && state.listing !== null;

export const listingEditSlice = createSlice({
  name: 'listingEdit',
  initialState,
  reducers: {
    /** Opening a listing starts clean: no other listing's data, no last visit's failures. */
    listingEditOpened(state, { payload }: { payload: number }) {
      if (state.companyMetroId !== payload) {
        state.companyMetroId = payload;
        state.listing = null;
      }
      state.requests = initialState.requests;
    },
  },
  extraReducers: (builder) => {
    addRequestCases(builder, fetchListingEdit, (state) => state.requests.fetchListingEdit, {
      latestOnly: true,
      fulfilled: (state, { payload, meta }) => {
        if (state.companyMetroId === meta.arg) state.listing = payload;
      },
    });
    builder.addCase(fetchListingPreviewFleet.fulfilled, (state, { payload, meta }) => {
      if (isCurrent(state, meta.arg) && state.listing) state.listing.busResults = payload;
    });
    addRequestCases(builder, saveListingName, (state) => state.requests.saveListingName, {
      fulfilled: (state, { payload, meta }) => {
        if (isCurrent(state, meta.arg.companyMetroId) && state.listing)
          state.listing.alias = payload;
      },
    });
    addRequestCases(builder, saveListingContact, (state) => state.requests.saveListingContact, {
      fulfilled: (state, { payload: values, meta }) => {
        if (!isCurrent(state, meta.arg.companyMetroId) || !state.listing) return;
        const t = (value: string) => value.trim();
        Object.assign(state.listing, {
          email: t(values.email),
          phone: values.phone.replace(/\D/g, ''),
          website: t(values.website),
          description: t(values.description),
          address1: t(values.address),
          city: t(values.city),
          state: values.state,
          zip: t(values.zip),
        });
      },
    });
    addRequestCases(builder, saveListingEmails, (state) => state.requests.saveListingEmails, {
      fulfilled: (state, { payload, meta }) => {
        if (isCurrent(state, meta.arg.companyMetroId) && state.listing) {
          state.listing.additionalEmails = payload;
        }
      },
    });
  },
  selectors: {
    selectListingEdit: (state) => state,
  },
});

export const { listingEditOpened } = listingEditSlice.actions;

/** Operator screens only: the slice joins the store with the listing edit page. */
export const { selectListingEdit } = listingEditSlice.injectInto(rootReducer).selectors;
