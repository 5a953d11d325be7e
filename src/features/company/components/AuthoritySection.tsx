import { ReadOnlyField } from '@/components/form/ReadOnlyField';
import { SectionCard } from '@/components/layout/SectionCard';

/** Passenger Carrier Authority: the DOT number on file, read-only (spec section 2). */
export function AuthoritySection({ dotNumber }: { dotNumber: string }) {
  return (
    <SectionCard title="Passenger Carrier Authority">
      <ReadOnlyField
        label="US DOT Number"
        value={dotNumber}
        className="mb-0"
        help="Your DOT number was checked when you registered. Please call us to change it."
      />
    </SectionCard>
  );
}
