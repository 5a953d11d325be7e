/**
 * The floor of `npm run size`: React, React Router and Redux Toolkit (with react-redux) alone,
 * built by the project's Vite. Every screen's JavaScript budget is a multiple of this app's.
 * Keep it minimal: what any screen of any app on this stack cannot do without.
 */
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, useSelector } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: {
    incremented: (state) => {
      state.value += 1;
    },
  },
});
const store = configureStore({ reducer: { counter: counter.reducer } });

function Page() {
  const value = useSelector((state) => state.counter.value);
  return <h1>{value}</h1>;
}

const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
