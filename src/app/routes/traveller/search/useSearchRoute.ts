import { useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import {
  UNSAFE_DataRouterContext,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
} from 'react-router-dom';
import {
  amenitiesRefined,
  busTypeFilterChanged,
  departureRefined,
  fetchSearchResults,
  placeDataFailed,
  searchFromRoute,
  sortOrderChanged,
} from '@/features/search/searchSlice';
import type { SortOrder } from '@/features/search/types';
import type { Departure } from '@/features/search/components/DepartFromFilter';
import { buildSearchUrl, parseCriteria } from '@/features/search/searchUrl';
import { selectSearch, selectUrlFilters } from '@/features/search/selectors';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { nextTask } from '@/lib/nextTask';

/**
 * Keeps the address and the search in step, both ways:
 * - an address the app did not write itself (first visit, a shared link, Back) is applied and
 *   searched, after metadata (spec 2);
 * - a finished search rewrites the address to the url-friendly city and state returned, plus the
 *   filters (replace; a traveller's own Refine Search adds a history entry, so Back undoes it);
 * - a bus type choice, which filters without searching, is written straight away (so are the
 *   trip estimate and the sort order).
 */
export function useSearchRoute() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { city, state } = useParams<{ city?: string; state?: string }>();
  const search = useAppSelector(selectSearch);
  const filters = useAppSelector(selectUrlFilters);
  const hasMetadata = useAppSelector((state) => state.metadata.status === 'succeeded');
  const here = `${location.pathname}${location.search}`;

  const written = useRef<string | null>(null);
  const firstVisit = useRef(true);
  const pushNext = useRef(false);
  const searchedAtMount = useRef(search.searched);

  const criteria = useMemo(
    () => parseCriteria({ city, state }, new URLSearchParams(location.search)),
    [city, state, location.search],
  );
  const criteriaKey = JSON.stringify(criteria);

  // A search or a plan's lookup that ends after the traveller left the page (Back, a link), or
  // while a page they chose loads its code (Trip sheet: a lazy route), must not bring them back:
  // React Router's navigate still works after the page is gone, and a navigation started while
  // another is loading cancels that one (the WebKit planner journey of run T14: the press on
  // Trip sheet came to nothing).
  const navigation = useNavigation();
  const onPage = useRef(true);
  useEffect(() => {
    onPage.current = navigation.state === 'idle';
    return () => {
      onPage.current = false;
    };
  }, [navigation.state]);

  // The router's own state as well, read at the moment of writing: it reaches the page in a
  // transition, so a page chosen in the task a lookup ends is not drawn as loading yet (WebKit,
  // run T18). An unsafe export of React Router: its context is the one way to the router.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const go = useCallback(
    (target: string, push: boolean) => {
      if (!onPage.current || (router && router.state.navigation.state !== 'idle')) return;
      written.current = target;
      if (target !== here) void navigate(target, { replace: !push });
    },
    [here, navigate, router],
  );

  useEffect(() => {
    if (here === written.current) return;
    const force = firstVisit.current;
    firstVisit.current = false;
    void dispatch(searchFromRoute({ criteria, force }))
      .unwrap()
      .then((url) => {
        // Nothing new was asked (e.g. the header's bare /search): show the results' address.
        if (url) go(url, false);
      })
      .catch(() => undefined);
    // The criteria are fully described by their key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, criteriaKey]);

  const { searched, urlFriendlyCity, urlFriendlyState } = search;
  const planned = search.planLink !== null;
  useEffect(() => {
    // Only a search that finished while on this page rewrites the address.
    if (searched === null || searched === searchedAtMount.current) return;
    searchedAtMount.current = searched;
    const push = pushNext.current;
    pushNext.current = false;
    go(buildSearchUrl(urlFriendlyCity, urlFriendlyState, filters), push);
    if (!planned) return;
    // A linked plan is looked up, a plan from another departure measured again (loaded with
    // the planner's data, only when there is a plan); the address follows what changed.
    void import('@/features/tripPlan/planSync')
      .then(
        ({ syncTripPlan }) => dispatch(syncTripPlan()).unwrap(),
        // Its code did not load (offline): the plan stays unread, as when its data does not.
        () => {
          dispatch(placeDataFailed(''));
          return null;
        },
      )
      .then((url) => {
        if (url) go(url, false);
      })
      .catch(() => undefined);
    // Written once per finished search, with the filters it was made with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searched]);

  return {
    refineDeparture: (departure: Departure) => {
      dispatch(departureRefined(departure));
      pushNext.current = true;
      void dispatch(fetchSearchResults());
    },
    refineAmenities: (ids: number[]) => {
      dispatch(amenitiesRefined(ids));
      pushNext.current = true;
      void dispatch(fetchSearchResults());
    },
    chooseBusType: (busType: number | null) => {
      dispatch(busTypeFilterChanged(busType));
      go(buildSearchUrl(urlFriendlyCity, urlFriendlyState, { ...filters, busType }), false);
    },
    /** An address the trip planner made (its state is already in the store). */
    showAddress: (address: string) => go(address, false),
    chooseSort: (sort: SortOrder) => {
      dispatch(sortOrderChanged(sort));
      // The address follows in the next task: the router's own update was a third of the
      // select's task (a sort of 1,000 results at 4x CPU, issue 46), and nothing waits on it.
      const target = buildSearchUrl(urlFriendlyCity, urlFriendlyState, { ...filters, sort });
      void nextTask().then(() => go(target, false));
    },
    // A page opened without a connection has no metadata either, so no place spelled as the API
    // knows it: the route is taken again from the start (metadata, place, search).
    retry: () => {
      if (hasMetadata) void dispatch(fetchSearchResults());
      else void dispatch(searchFromRoute({ criteria, force: true }));
    },
  };
}
