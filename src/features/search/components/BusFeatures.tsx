import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { vocabularyName } from '@/lib/i18n/vocabulary';
import type { BusResult } from '../types';
import { OutletIcon, RestroomIcon, SeatIcon, WifiIcon } from './icons';

interface FeatureProps {
  available: boolean;
  /** What the icon says, one whole message each way: "Restroom" or "No restroom". */
  text: string;
  icon: ReactNode;
}

/** One amenity as an icon whose text alternative says whether the bus has it. */
function Feature({ available, text, icon }: FeatureProps) {
  return (
    <li
      className={`bus-feature ${available ? 'bus-feature--on' : 'bus-feature--off'}`}
      title={text}
    >
      {icon}
      <span className="visually-hidden">{text}</span>
    </li>
  );
}

interface BusFeaturesProps {
  bus: BusResult | null;
  /** The selected bus type, or null for all types. */
  busType: string | null;
}

/** The card's summary of the selected bus type: seats, then restroom, wifi and outlets. */
export function BusFeatures({ bus, busType }: BusFeaturesProps) {
  const { t } = useLingui();
  if (!bus) return null;
  const { seats } = bus;
  return (
    <div className="bus-features">
      <p className="bus-features__seats mb-1">
        <SeatIcon className="me-1" />
        {busType !== null && (
          <span className="fw-semibold">{vocabularyName('busType', busType)}: </span>
        )}
        <span>
          {busType === null ? t`Up to ${seats} seats available` : t`${seats} seats available`}
        </span>
      </p>
      <ul className="bus-features__icons list-unstyled d-flex gap-2 mb-0" aria-label={t`Amenities`}>
        <Feature
          available={bus.restroom}
          text={bus.restroom ? t`Restroom` : t`No restroom`}
          icon={<RestroomIcon />}
        />
        <Feature available={bus.wifi} text={bus.wifi ? t`WiFi` : t`No wifi`} icon={<WifiIcon />} />
        <Feature
          available={bus.oneTenVolts}
          text={bus.oneTenVolts ? t`Power outlets` : t`No power outlets`}
          icon={<OutletIcon />}
        />
      </ul>
    </div>
  );
}
