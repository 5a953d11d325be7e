import { useField } from 'formik';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { textIn } from '@/lib/i18n/messageText';
import { useLingui } from '@/lib/i18n/react';
import { useFormattedInput } from './useFormattedInput';
import { useSteadyWhilePressed } from './useSteadyWhilePressed';
import { RequiredStar } from './RequiredStar';

interface FieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel' | 'number' | 'date' | 'time' | 'search';
  as?: 'input' | 'textarea' | 'select';
  required?: boolean;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Rewrites what is typed before it is kept (a card number grouped in fours); see useFormattedInput. */
  format?: (typed: string) => string;
  placeholder?: string;
  rows?: number;
  disabled?: boolean;
  /** Options of a select; the first (value '') is the prompt. */
  children?: ReactNode;
  help?: ReactNode;
  className?: string;
}

/**
 * One form field: label (with the spec's leading star when required), control and its error,
 * shown only once the field has been touched. An error that comes or goes while a pointer is
 * pressed waits for the click: it would move the button being clicked (useSteadyWhilePressed).
 */
export function Field({
  name,
  label,
  type = 'text',
  as = 'input',
  required = false,
  children,
  help,
  className,
  format,
  ...rest
}: FieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const formatted = useFormattedInput(format, (value) => void helpers.setValue(value));
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const { i18n } = useLingui();
  // A Yup rule's message may be a descriptor (lib/i18n/messageText): read in today's language.
  const error = useSteadyWhilePressed(meta.touched ? textIn(i18n, meta.error) : '');
  const showError = error !== '';
  const describedBy =
    [showError ? errorId : null, help ? helpId : null].filter(Boolean).join(' ') || undefined;

  const control =
    as === 'select' ? (
      <Form.Select
        {...field}
        value={field.value ?? ''}
        id={id}
        isInvalid={showError}
        aria-invalid={showError || undefined}
        aria-describedby={describedBy}
        aria-required={required}
        autoComplete={rest.autoComplete}
        disabled={rest.disabled}
      >
        {children}
      </Form.Select>
    ) : (
      <Form.Control
        {...field}
        {...rest}
        {...formatted}
        value={field.value ?? ''}
        id={id}
        as={as === 'textarea' ? 'textarea' : 'input'}
        type={as === 'textarea' ? undefined : type}
        isInvalid={showError}
        aria-invalid={showError || undefined}
        aria-describedby={describedBy}
        aria-required={required}
      />
    );

  return (
    <Form.Group className={className ?? 'mb-3'}>
      <Form.Label htmlFor={id}>
        {required && <RequiredStar />}
        {label}
      </Form.Label>
      {control}
      {help && (
        <Form.Text id={helpId} muted>
          {help}
        </Form.Text>
      )}
      {showError && (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
