import { createSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '@/app/withTypes';
import { messageOf } from '@/lib/apiError';
import type { RequestStatus } from '@/lib/requestStatus';
import { CONTENT_FAILED, getPage } from './contentApi';
import type { ContentPage } from './types';

export interface ContentState {
  pages: Record<number, { status: RequestStatus; page: ContentPage | null; error: string | null }>;
}

const initialState: ContentState = { pages: {} };

export const fetchContentPage = createAppAsyncThunk<ContentPage, number>(
  'content/fetchContentPage',
  async (id, { rejectWithValue }) => {
    try {
      return await getPage(id);
    } catch (error) {
      return rejectWithValue(messageOf(error, CONTENT_FAILED));
    }
  },
  {
    // The terms text does not change during a visit: fetch it once.
    condition: (id, { getState }) => {
      const status = getState().content.pages[id]?.status;
      return status !== 'pending' && status !== 'succeeded';
    },
  },
);

export const contentSlice = createSlice({
  name: 'content',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchContentPage.pending, (state, action) => {
        state.pages[action.meta.arg] = { status: 'pending', page: null, error: null };
      })
      .addCase(fetchContentPage.fulfilled, (state, action) => {
        state.pages[action.meta.arg] = { status: 'succeeded', page: action.payload, error: null };
      })
      .addCase(fetchContentPage.rejected, (state, action) => {
        state.pages[action.meta.arg] = {
          status: 'failed',
          page: null,
          error: action.payload ?? CONTENT_FAILED,
        };
      });
  },
});

const IDLE_PAGE: ContentState['pages'][number] = { status: 'idle', page: null, error: null };

export function selectContentPage(state: { content: ContentState }, id: number) {
  return state.content.pages[id] ?? IDLE_PAGE;
}
