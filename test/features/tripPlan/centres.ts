import type { LatLon } from '@/features/tripPlan/types';

/**
 * City centres as published (degrees): the reference the gazetteer's figures, the projection
 * and the distances are held to.
 */
export const CENTRES = {
  spokane: { latitude: 47.6588, longitude: -117.426 },
  seattle: { latitude: 47.6062, longitude: -122.3321 },
  ellensburg: { latitude: 46.9965, longitude: -120.5478 },
  coeurDAlene: { latitude: 47.6777, longitude: -116.7805 },
  portland: { latitude: 45.5152, longitude: -122.6784 },
  newYork: { latitude: 40.7128, longitude: -74.006 },
  boston: { latitude: 42.3601, longitude: -71.0589 },
  dallas: { latitude: 32.7767, longitude: -96.797 },
  miami: { latitude: 25.7617, longitude: -80.1918 },
  anchorage: { latitude: 61.2181, longitude: -149.9003 },
  honolulu: { latitude: 21.3069, longitude: -157.8583 },
  sanJuan: { latitude: 18.4655, longitude: -66.1057 },
} satisfies Record<string, LatLon>;
