/** The payment brands drawn as small card-shaped badges. */
const BRANDS = {
  visa: { name: 'Visa', text: 'VISA', colors: ['#1a1f71', '#fff'] },
  mastercard: { name: 'Mastercard', text: 'MC', colors: ['#231f20', '#fff'] },
  amex: { name: 'American Express', text: 'AMEX', colors: ['#006fcf', '#fff'] },
  discover: { name: 'Discover', text: 'DISC', colors: ['#fff', '#231f20'] },
  paypal: { name: 'PayPal', text: 'PayPal', colors: ['#003087', '#fff'] },
} as const;

export type LogoBrand = keyof typeof BRANDS;

/**
 * One brand's logo, drawn inline (no image files, nothing to download), named for assistive
 * technology by the brand's name.
 */
export function CardBrandLogo({ brand }: { brand: LogoBrand }) {
  const { name, text, colors } = BRANDS[brand];
  return (
    <svg
      className="payment-icon"
      viewBox="0 0 48 30"
      width="48"
      height="30"
      role="img"
      aria-label={name}
    >
      <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill={colors[0]} stroke="#868e96" />
      {brand === 'mastercard' && (
        <>
          <circle cx="19" cy="15" r="8" fill="#eb001b" />
          <circle cx="29" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
        </>
      )}
      {brand !== 'mastercard' && (
        <text
          x="24"
          y="19.5"
          textAnchor="middle"
          fontSize={text.length > 4 ? 10 : 11}
          fontWeight="700"
          fontFamily="Arial, sans-serif"
          fill={colors[1]}
        >
          {text}
        </text>
      )}
      {brand === 'discover' && <circle cx="40" cy="24" r="3" fill="#f58220" />}
    </svg>
  );
}
