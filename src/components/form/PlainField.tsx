import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface PlainFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-invalid'
> {
  id: string;
  label: ReactNode;
  /** The message under the input; none (null or '') while the value is fine. */
  error: ReactNode;
  /** The wrapper's class: the column it takes in its row. */
  className: string;
  inputRef?: Ref<HTMLInputElement>;
  /** A line under the input that says what it takes. */
  help?: ReactNode;
}

/**
 * A labelled input with its error, for the forms that keep their own state rather than Formik's
 * (the search's zip, the planner's dates and estimate): Field is the Formik one.
 */
export function PlainField({
  id,
  label,
  error,
  className,
  inputRef,
  help,
  ...input
}: PlainFieldProps) {
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const invalid = Boolean(error);
  const describedBy = [help ? helpId : '', invalid ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={invalid ? 'form-control is-invalid' : 'form-control'}
        {...input}
        aria-invalid={invalid}
        aria-describedby={describedBy || undefined}
      />
      {help && (
        <div className="form-text" id={helpId}>
          {help}
        </div>
      )}
      {invalid && (
        <div className="invalid-feedback" id={errorId}>
          {error}
        </div>
      )}
    </div>
  );
}
