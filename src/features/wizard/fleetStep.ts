/**
 * Not in the spec, decided here: step 2's Next waits for one bus type at least. Travellers
 * choose a charter company by its buses, and each listing shows the company's fleet.
 */
export const FLEET_NEEDED =
  'Add at least one bus type to continue: travellers choose a charter company by its buses.';
