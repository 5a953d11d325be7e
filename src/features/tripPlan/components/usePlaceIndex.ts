import { useEffect, useState } from 'react';
import { loadPlaceIndex, type PlaceIndex } from '../placeIndex';

/** The gazetteer, loaded as the planner opens (null until then); `failed` when it could not be. */
export function usePlaceIndex(): { index: PlaceIndex | null; failed: boolean } {
  const [state, setState] = useState<{ index: PlaceIndex | null; failed: boolean }>({
    index: null,
    failed: false,
  });
  useEffect(() => {
    let current = true;
    loadPlaceIndex().then(
      (index) => {
        if (current) setState({ index, failed: false });
      },
      () => {
        if (current) setState({ index: null, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
