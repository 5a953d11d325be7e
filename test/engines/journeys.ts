import { adminJourneys } from './admin';
import { operatorJourneys } from './operator';
import type { Journey } from './page';
import { setupJourneys } from './setup';
import { travellerJourneys } from './traveller';

/** Every engine journey, in the order each engine runs them (one browser per engine). */
export const journeys: Journey[] = [
  ...travellerJourneys,
  ...operatorJourneys,
  ...setupJourneys,
  ...adminJourneys,
];
