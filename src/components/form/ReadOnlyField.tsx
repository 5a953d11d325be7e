import { useId, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

interface ReadOnlyFieldProps {
  label: ReactNode;
  value: string;
  help?: ReactNode;
  className?: string;
}

/** A value the user sees beside a form's fields but cannot change (a company name, a login e-mail). */
export function ReadOnlyField({ label, value, help, className = 'mb-3' }: ReadOnlyFieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control
        id={id}
        value={value}
        readOnly
        aria-readonly="true"
        aria-describedby={help ? helpId : undefined}
        className="bg-body-tertiary"
      />
      {help && (
        <Form.Text id={helpId} muted>
          {help}
        </Form.Text>
      )}
    </Form.Group>
  );
}
