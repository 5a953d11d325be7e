import type { ComponentType } from 'react';

let loaded: ComponentType | null = null;

/**
 * The free-trial banner and its modals: operator code, in its own chunk (a traveller's first
 * load carries none of it). main.tsx fetches it beside the first screen's chunks when the saved
 * login is offered the upgrade, so the banner comes with the page: arriving after it, the banner
 * pushed the whole page down under the operator's first click.
 */
export async function loadUpgradeOffer(): Promise<ComponentType> {
  loaded ??= (await import('@/features/upgrade/components/UpgradeOffer')).UpgradeOffer;
  return loaded;
}
