import { useState } from 'react';
import { lazyDialog } from '@/components/dialogs/lazyDialog';
import { SectionCard } from '@/components/layout/SectionCard';
import type { FleetItem } from '../types';
import { FleetManager } from './FleetManager';

// Offered after a save (a click): its code comes then.
const AddToMetrosModal = lazyDialog(
  async () => (await import('./AddToMetrosModal')).AddToMetrosModal,
  ({ item }) => item !== null,
);

interface CompanyFleetSectionProps {
  /** The company's own city and state: its market rates show in the fleet modal. */
  city: string;
  state: string;
  /** Its name, which leaves it out of its own market. */
  name: string;
}

/**
 * Fleet Information on the company page: the company's default fleet. After a save, the entry
 * can be added to the company's metro listings as well.
 */
export function CompanyFleetSection({ city, state, name }: CompanyFleetSectionProps) {
  // Each save is a new offer (key), with nothing ticked yet.
  const [offer, setOffer] = useState<{ item: FleetItem | null; save: number }>({
    item: null,
    save: 0,
  });
  return (
    <SectionCard
      title="Fleet Information"
      intro="Your buses by type: the fleet you can add to each of your metro listings."
    >
      <FleetManager
        level={{ kind: 'company' }}
        caption="Company fleet"
        market={city && state ? { city, state, ownName: name } : null}
        onSaved={(item) => setOffer(({ save }) => ({ item, save: save + 1 }))}
      />
      <AddToMetrosModal
        key={offer.save}
        item={offer.item}
        onClose={() => setOffer(({ save }) => ({ item: null, save }))}
      />
    </SectionCard>
  );
}
