import { useState } from 'react';
import type { RequestStatus } from '@/lib/requestStatus';
import { DEFAULT_METRO_RADIUS, type MileRadius } from './constants';
import type { LocationOption, MetroOption } from './types';

/**
 * The metros of a radius search worth offering: those not listed yet, or all of them when every
 * one is already listed (spec section 2, /subscribers/init3).
 */
export function offeredMetros(
  found: readonly MetroOption[],
  listedMetroIds: readonly number[],
): readonly MetroOption[] {
  const fresh = found.filter((metro) => !listedMetroIds.includes(metro.id));
  return fresh.length > 0 ? fresh : found;
}

/** A list a call fills, as the metro search shows it (whoever makes the call). */
export interface AsyncData<T> {
  data: T;
  status: RequestStatus;
  error: string | null;
}

/** What the operator typed and chose in the metro search. */
export interface MetroSearchForm {
  query: string;
  city: LocationOption | null;
  radius: MileRadius;
  /** The city and radius of the last Find Metros, for the results' heading. */
  searched: { city: LocationOption; radius: MileRadius } | null;
  setQuery: (query: string) => void;
  setCity: (city: LocationOption | null) => void;
  setRadius: (radius: MileRadius) => void;
  setSearched: (searched: MetroSearchForm['searched']) => void;
}

/**
 * The search's own state, held by whoever shows it (the add-metro modal, the setup wizard), so
 * it outlives a confirmation dialog shown in between.
 */
export function useMetroSearchForm(): MetroSearchForm {
  const [query, setQuery] = useState('');
  const [city, setCity] = useState<LocationOption | null>(null);
  const [radius, setRadius] = useState<MileRadius>(DEFAULT_METRO_RADIUS);
  const [searched, setSearched] = useState<MetroSearchForm['searched']>(null);
  return { query, city, radius, searched, setQuery, setCity, setRadius, setSearched };
}
