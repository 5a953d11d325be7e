export interface UpgradeListing {
  companyMetroId: number;
  metroName: string;
  baseNewPrice: number;
  baseCurrentPrice: number;
}

/** The upgrade list; `bastNewPriceTotal` keeps the contract's spelling. */
export interface UpgradePremium {
  bastNewPriceTotal: number;
  baseCurrentPriceTotal: number;
  haveBankCardAdded: boolean;
  listingList: UpgradeListing[];
}
