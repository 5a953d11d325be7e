import type { PaymentTypes } from '@/features/search/types';

const CARDS = [
  { key: 'visa', name: 'Visa', text: 'VISA', colors: ['#1a1f71', '#fff'] },
  { key: 'mastercard', name: 'Mastercard', text: 'MC', colors: ['#231f20', '#fff'] },
  { key: 'discover', name: 'Discover', text: 'DISC', colors: ['#fff', '#231f20'] },
  { key: 'paypal', name: 'PayPal', text: 'PayPal', colors: ['#003087', '#fff'] },
] as const;

/** Card and PayPal logos as small labelled badges, then the word Check (spec 2). */
export function PaymentTypeIcons({ paymentTypes }: { paymentTypes: PaymentTypes }) {
  const cards = CARDS.filter((card) => paymentTypes[card.key]);
  if (cards.length === 0 && !paymentTypes.check) return <span>Not listed</span>;
  return (
    <ul className="payment-types list-unstyled d-flex flex-wrap align-items-center gap-2 mb-0">
      {cards.map((card) => (
        <li key={card.key}>
          <svg
            className="payment-icon"
            viewBox="0 0 48 30"
            width="48"
            height="30"
            role="img"
            aria-label={card.name}
          >
            <rect
              x="0.5"
              y="0.5"
              width="47"
              height="29"
              rx="4"
              fill={card.colors[0]}
              stroke="#868e96"
            />
            {card.key === 'mastercard' && (
              <>
                <circle cx="19" cy="15" r="8" fill="#eb001b" />
                <circle cx="29" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
              </>
            )}
            {card.key !== 'mastercard' && (
              <text
                x="24"
                y="19.5"
                textAnchor="middle"
                fontSize={card.text.length > 4 ? 10 : 11}
                fontWeight="700"
                fontFamily="Arial, sans-serif"
                fill={card.colors[1]}
              >
                {card.text}
              </text>
            )}
            {card.key === 'discover' && <circle cx="40" cy="24" r="3" fill="#f58220" />}
          </svg>
        </li>
      ))}
      {paymentTypes.check && <li className="fw-semibold">Check</li>}
    </ul>
  );
}
