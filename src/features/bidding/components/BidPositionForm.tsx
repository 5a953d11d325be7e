import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DataTable, type DataColumn } from '@/components/data/DataTable';
import { Alert } from '@/components/feedback/Alert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useDraftState } from '@/lib/useDraftState';
import { offeredPosition, selectionFor } from '../bidRules';
import type { BidMetro, BidPosition, BidSelection } from '../types';

/** Shown when the server flags a pending change without saying more. */
export const PENDING_CHANGE_FALLBACK =
  'This metro has a pending position change. You can bid again once it has been reviewed.';

/**
 * A big metro lists hundreds of positions: the table starts with the top, the listing's own
 * row and this many below it (or the top ten, for a listing without a position).
 */
const SHOWN_BELOW = 5;
const SHOWN_WITHOUT_POSITION = 10;

function shownRows(metro: BidMetro): BidPosition[] {
  const last =
    metro.currentPosition > 0 ? metro.currentPosition + SHOWN_BELOW : SHOWN_WITHOUT_POSITION;
  return metro.positions.filter((row) => row.position <= last || row.canUpgrade);
}

interface BidPositionFormProps {
  metro: BidMetro;
  /** "Submit Bid" on the bid page; the setup wizard names its own. */
  submitLabel: string;
  /** The caller's submit is running: the button waits and cannot be pressed again. */
  busy?: boolean;
  /** What submitting does is the caller's (the bid page opens its confirmation). */
  onSubmit: (selection: BidSelection) => void;
  /**
   * The draft (lib/drafts) keeping the position chosen, so a reload brings it back (the bid
   * page's; the caller clears it once the bid is sent). None: the choice is the form's only.
   */
  draft?: string;
}

/**
 * A metro's positions (Position, Company, Cost) with Current on the listing's own row and a
 * Bid Now radio on each position it may bid for, then the submit. The radios are one native
 * group (arrow keys move between them) under a legend naming the metro. Submit is disabled
 * until a position is chosen, and while the metro has a pending position change.
 */
export function BidPositionForm({
  metro,
  submitLabel,
  busy = false,
  onSubmit,
  draft,
}: BidPositionFormProps) {
  const groupName = useId();
  const [{ position: chosen }, choose] = useDraftState<{ position: number | null }>(draft ?? null, {
    position: null,
  });
  const [showAll, setShowAll] = useState(false);
  const short = shownRows(metro);
  const foldable = short.length < metro.positions.length;
  const rows = showAll ? metro.positions : short;
  const position = offeredPosition(metro, chosen);
  const pending = metro.hasPendingPositionChange;
  const anyOffered = metro.positions.some((row) => row.canUpgrade);

  const choice = (row: BidPosition) => {
    if (row.isCurrentPosition) return <strong>Current</strong>;
    if (!row.canUpgrade) return null;
    return (
      <Form.Check
        reverse
        type="radio"
        id={`${groupName}-${row.position}`}
        name={groupName}
        value={row.position}
        checked={chosen === row.position}
        disabled={busy}
        onChange={() => choose({ position: row.position })}
        label={
          <>
            Bid Now <span className="visually-hidden">for position {row.position}</span>
          </>
        }
      />
    );
  };
  const columns: DataColumn<BidPosition>[] = [
    { key: 'position', header: 'Position', cell: (row) => row.position },
    { key: 'company', header: 'Company', cell: (row) => row.company },
    { key: 'cost', header: 'Cost', cell: (row) => row.newCostDisplay },
    { key: 'bid', header: 'Bid', action: true, cell: choice },
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (position && !pending && !busy) onSubmit(selectionFor(metro, position));
  };

  return (
    <Form onSubmit={submit} noValidate>
      {pending && (
        <Alert variant="warning">
          {metro.pendingPositionChangeMessage ?? PENDING_CHANGE_FALLBACK}
        </Alert>
      )}
      <fieldset>
        <legend className="h6">Choose a position in {metro.metroName}</legend>
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(row) => row.position}
          caption={`Positions in ${metro.metroName}`}
        />
        {foldable && (
          <Button
            variant="link"
            className="px-0"
            aria-expanded={showAll}
            onClick={() => setShowAll((all) => !all)}
          >
            {showAll ? 'Show fewer positions' : `Show all ${metro.positions.length} positions`}
          </Button>
        )}
      </fieldset>
      {!pending && !anyOffered && (
        <p className="text-secondary mt-2 mb-0">No position is open for bidding in this metro.</p>
      )}
      <div className="mt-3">
        <SubmitButton busy={busy} busyLabel="Submitting..." disabled={!position || pending}>
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
