import Table from 'react-bootstrap/Table';
import { formatMoney } from '@/lib/money';
import type { UpgradePremium } from '../types';

/** The upgrade list: each metro's total (monthly) and prorated (due now) billing, and the sums. */
export function UpgradeListTable({ upgrade }: { upgrade: UpgradePremium }) {
  return (
    <Table striped className="mb-0">
      <caption className="visually-hidden">Your metros with premium placement</caption>
      <thead>
        <tr>
          <th scope="col">Metro</th>
          <th scope="col" className="text-end">
            Total Billing
          </th>
          <th scope="col" className="text-end">
            Prorated Billing
          </th>
        </tr>
      </thead>
      <tbody>
        {upgrade.listingList.map((listing) => (
          <tr key={listing.companyMetroId}>
            <td>{listing.metroName}</td>
            <td className="text-end">{formatMoney(listing.baseNewPrice)}</td>
            <td className="text-end">{formatMoney(listing.baseCurrentPrice)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className="text-end fw-bold">{formatMoney(upgrade.bastNewPriceTotal)}</td>
          <td className="text-end fw-bold">{formatMoney(upgrade.baseCurrentPriceTotal)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
