/**
 * The floor of `npm run size` (issue 28): the design card's own stack, the least any app on it
 * downloads. React, React DOM, React Router, Redux Toolkit with react-redux, redux-persist with
 * its PersistGate, and one axios client whose bodies go through humps. Every screen's
 * JavaScript budget is a multiple of this app's. Keep it minimal: each package used once, as
 * any screen of any app on this stack uses it.
 */
import { combineReducers, configureStore, createSlice } from '@reduxjs/toolkit';
import axios from 'axios';
import humps from 'humps';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import storage from 'redux-persist/es/storage';

const api = axios.create({ baseURL: '/api' });
api.interceptors.request.use((config) => ({ ...config, data: humps.decamelizeKeys(config.data) }));
api.interceptors.response.use((response) => ({
  ...response,
  data: humps.camelizeKeys(response.data),
}));

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: {
    loaded: (state, action) => {
      state.value = action.payload;
    },
  },
});
const reducer = persistReducer(
  { key: 'floor', storage },
  combineReducers({ counter: counter.reducer }),
);
const store = configureStore({
  reducer,
  middleware: (getDefault) =>
    getDefault({
      serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
    }),
});
const persistor = persistStore(store);

function Page() {
  const value = useSelector((state) => state.counter.value);
  const dispatch = useDispatch();
  useEffect(() => {
    api
      .get('/count')
      .then((response) => dispatch(counter.actions.loaded(response.data.countValue)))
      .catch(() => undefined);
  }, [dispatch]);
  return <h1>{value}</h1>;
}

const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  </StrictMode>,
);
