/**
 * The old floor of `npm run size`, now its second column: React, React Router and Redux Toolkit
 * (with react-redux) alone, built by the project's Vite. The budgets are multiples of the
 * design card's floor (card.jsx).
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
