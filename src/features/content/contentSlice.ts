import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { createApiThunk } from '@/app/withTypes';
import { addRequestCases, type RequestState } from '@/lib/requestStatus';
import { getContentPage } from './contentApi';
import type { ContentPage } from './types';

interface PageState extends RequestState {
  page: ContentPage | null;
}

export interface ContentState {
  pages: Record<number, PageState>;
}

const initialState: ContentState = { pages: {} };

export const fetchContentPage = createApiThunk<ContentPage, number>(
  'content/fetchContentPage',
  getContentPage,
  {
    // The terms text does not change during a visit: fetch it once.
    condition: (id, { getState }) => {
      const status = selectContent(getState()).pages[id]?.status;
      return status !== 'pending' && status !== 'succeeded';
    },
  },
);

const IDLE_PAGE: PageState = { status: 'idle', page: null, error: null };

export const contentSlice = createSlice({
  name: 'content',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(
      builder,
      fetchContentPage,
      (state, id) => (state.pages[id] ??= { ...IDLE_PAGE }),
      {
        fulfilled: (state, { payload, meta }) => {
          const entry = state.pages[meta.arg];
          if (entry) entry.page = payload;
        },
      },
    );
  },
  selectors: { selectContent: (state) => state },
});

/** Only the terms pages need this state: it joins the store with them. */
declare module '@/app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  export interface LazyLoadedSlices extends WithSlice<typeof contentSlice> {}
}
const { selectContent } = contentSlice.injectInto(rootReducer).selectors;

export function selectContentPage(
  state: Parameters<typeof selectContent>[0],
  id: number,
): PageState {
  return selectContent(state).pages[id] ?? IDLE_PAGE;
}
