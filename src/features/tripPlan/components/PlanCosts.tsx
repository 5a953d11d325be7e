import { Trans } from '@lingui/react/macro';
import { useId, type RefObject } from 'react';
import { COST_FIELDS, type CostKey } from '@/features/search/costs';
import { NumberFields } from './NumberFields';

interface PlanCostsProps {
  values: Record<CostKey, string>;
  relief: boolean;
  invalid: readonly CostKey[];
  inputs: RefObject<Partial<Record<string, HTMLInputElement | null>>>;
  onType: (key: CostKey, value: string) => void;
  onRelief: (relief: boolean) => void;
}

/** The all-in estimate's assumptions (issue 34): gratuity, the driver's room, a relief driver. */
export function PlanCosts({ relief, onRelief, ...fields }: PlanCostsProps) {
  const reliefId = useId();
  return (
    <fieldset className="plan-costs mt-3">
      <legend className="fs-6 fw-semibold mb-1">
        <Trans>What the all-in estimate adds</Trans>
      </legend>
      <div className="form-check mb-2">
        <input
          id={reliefId}
          className="form-check-input"
          type="checkbox"
          checked={relief}
          onChange={(event) => onRelief(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={reliefId}>
          <Trans>Add a relief driver</Trans>
        </label>
      </div>
      <NumberFields
        {...fields}
        fields={COST_FIELDS.filter(({ key }) => key !== 'reliefDay' || relief)}
        column="col-6 col-sm-4"
      />
    </fieldset>
  );
}
