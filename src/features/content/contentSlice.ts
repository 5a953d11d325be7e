import { createSlice } from '@reduxjs/toolkit';
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
      const status = getState().content.pages[id]?.status;
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
});

export function selectContentPage(state: { content: ContentState }, id: number): PageState {
  return state.content.pages[id] ?? IDLE_PAGE;
}
