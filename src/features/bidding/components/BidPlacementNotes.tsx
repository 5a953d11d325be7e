/**
 * How bidding works, in the spec's words (operator spec section 2, Bid for Placement): shown on
 * the bid page and in the setup wizard's bid step.
 */
export function BidPlacementNotes() {
  return (
    <section aria-labelledby="bid-notes-title" className="mb-3">
      <h2 id="bid-notes-title" className="h6">
        How bidding works
      </h2>
      <ul className="mb-0">
        <li>
          Placement in a metro is by longevity by tier: within a tier, companies are listed by how
          long they have been listed.
        </li>
        <li>Your new rank shows immediately after you submit your bid.</li>
        <li>
          Nothing is paid now. Your invoice is adjusted manually, prorated to the nearest day.
        </li>
        <li>Bidding is open and your rank is not locked: other companies can outbid you.</li>
        <li>The Higher Tier option lets your company bid past the top tier.</li>
      </ul>
    </section>
  );
}
