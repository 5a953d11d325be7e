/**
 * The spec's leading star of a required field's label or legend. Hidden from screen readers:
 * the control says it is required itself (aria-required, required).
 */
export function RequiredStar() {
  return (
    <span className="required-star" aria-hidden="true">
      *{' '}
    </span>
  );
}
