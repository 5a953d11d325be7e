import { CardBrandLogo, type LogoBrand } from '@/components/CardBrandLogo';

/** The card brands the card form takes (the number field names them as they are typed). */
const ACCEPTED: readonly LogoBrand[] = ['visa', 'mastercard', 'amex', 'discover'];

/** The logos of the accepted cards, each named for assistive technology. */
export function AcceptedCards() {
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-3" aria-label="Accepted cards">
      {ACCEPTED.map((brand) => (
        <li key={brand}>
          <CardBrandLogo brand={brand} />
        </li>
      ))}
    </ul>
  );
}
