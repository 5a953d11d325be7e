import { useEffect, useRef } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { offeredPosition, selectionFor } from '@/features/bidding/bidRules';
import type { BidMetro, BidSelection } from '@/features/bidding/types';
import { clearDraft, withDraft, writeDraft } from '@/lib/drafts';
import { bidChosen } from './bidsStepSlice';

/** Step 4's draft (lib/drafts): the position chosen per metro, by company metro id. */
const DRAFT = 'setup-bids';

/**
 * The step's pending bids survive a reload. Only each metro's chosen position is kept: the
 * figures of a bid come from the positions read afresh, and a position no longer offered (taken
 * since, or the metro awaiting a change) is dropped. Returns `forget`, for once they are sent.
 */
export function useKeptPendingBids(
  metros: readonly BidMetro[],
  pending: readonly BidSelection[],
): () => void {
  const dispatch = useAppDispatch();
  // Nothing is written before the draft has been read back over the positions.
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current || metros.length === 0) return;
    restored.current = true;
    const none = Object.fromEntries(
      metros.map((metro) => [String(metro.companyMetroId), null]),
    ) as Record<string, number | null>;
    const kept = withDraft(DRAFT, none, Object.keys(none));
    for (const metro of metros) {
      const row = offeredPosition(metro, kept[String(metro.companyMetroId)]);
      if (row && !metro.hasPendingPositionChange) dispatch(bidChosen(selectionFor(metro, row)));
    }
  }, [metros, dispatch]);

  useEffect(() => {
    if (!restored.current) return;
    writeDraft(
      DRAFT,
      Object.fromEntries(pending.map((bid) => [String(bid.companyMetroId), bid.newPosition])),
    );
  }, [pending]);

  return () => clearDraft(DRAFT);
}
