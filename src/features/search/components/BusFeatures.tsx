import type { ReactNode } from 'react';
import type { BusResult } from '../types';
import { OutletIcon, RestroomIcon, SeatIcon, WifiIcon } from './icons';

interface FeatureProps {
  available: boolean;
  /** "Restroom", "WiFi", "Power outlets". */
  name: string;
  icon: ReactNode;
}

/** One amenity as an icon whose text alternative says whether the bus has it. */
function Feature({ available, name, icon }: FeatureProps) {
  const text = available ? name : `No ${name.toLowerCase()}`;
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
  if (!bus) return null;
  const seats = busType === null ? `Up to ${bus.seats} seats` : `${bus.seats} seats`;
  return (
    <div className="bus-features">
      <p className="bus-features__seats mb-1">
        <SeatIcon className="me-1" />
        {busType !== null && <span className="fw-semibold">{busType}: </span>}
        <span>{seats} available</span>
      </p>
      <ul className="bus-features__icons list-unstyled d-flex gap-2 mb-0" aria-label="Amenities">
        <Feature available={bus.restroom} name="Restroom" icon={<RestroomIcon />} />
        <Feature available={bus.wifi} name="WiFi" icon={<WifiIcon />} />
        <Feature available={bus.oneTenVolts} name="Power outlets" icon={<OutletIcon />} />
      </ul>
    </div>
  );
}
