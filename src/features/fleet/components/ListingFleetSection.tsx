import { SectionCard } from '@/components/layout/SectionCard';
import { FleetManager } from './FleetManager';

export interface ListingFleetSectionProps {
  /** The listing being edited (its fleet is `/subscribers/fleet/{companyMetroId}/...`). */
  companyMetroId: number;
  /** The listing's metro, for the market rates beside the modal's rate boxes; null: none. */
  metro: { city: string; state: string } | null;
}

/**
 * The Fleet section of a listing's edit page: that listing's own buses, as travellers see them
 * on the search results of its metro.
 */
export function ListingFleetSection({ companyMetroId, metro }: ListingFleetSectionProps) {
  const where = metro ? `${metro.city}, ${metro.state}` : 'this metro';
  return (
    <SectionCard
      title="Fleet"
      intro={`The buses travellers see with this listing on the search results of ${where}.`}
    >
      <FleetManager
        level={{ kind: 'listing', companyMetroId }}
        caption={`Fleet of ${where}`}
        market={metro ? { city: metro.city, state: metro.state, companyMetroId } : null}
      />
    </SectionCard>
  );
}
