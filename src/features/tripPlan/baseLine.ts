import { t } from '@lingui/core/macro';
import { aboutMiles } from './tripMiles';

/**
 * "Based about 75 miles from Spokane, WA"; "less than a mile" for a company next door. Apart from
 * baseDistances.ts (the gazetteer's code): the estimate's view writes it on each card, in the
 * language of the moment.
 */
export function baseLine(miles: number, from: string): string {
  if (miles < 0.5) return t`Based less than a mile from ${from}`;
  const about = aboutMiles(miles);
  return t`Based ${about} from ${from}`;
}
