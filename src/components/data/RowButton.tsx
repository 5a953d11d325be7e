import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

interface RowButtonProps {
  /** The accessible name when the visible word alone does not say which row (View, Delete). */
  label?: string;
  variant?: string;
  disabled?: boolean;
  onClick?: () => void;
  children: ReactNode;
}

/** A table row's small button (Edit, Delete, View, Reply). */
export function RowButton({ label, variant = 'outline-primary', ...button }: RowButtonProps) {
  return <Button size="sm" variant={variant} aria-label={label} {...button} />;
}
