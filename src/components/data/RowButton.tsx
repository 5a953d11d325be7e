import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { isRepeatClick } from '@/lib/repeatClick';

interface RowButtonProps {
  /** The accessible name when the visible word alone does not say which row (View, Delete). */
  label?: string;
  variant?: string;
  disabled?: boolean;
  onClick?: () => void;
  children: ReactNode;
}

/**
 * A table row's small button (Edit, Delete, View, Reply). It acts once per double-click: a row
 * can move or go when its button acts, and the second click would land on the next row's.
 */
export function RowButton({
  label,
  variant = 'outline-primary',
  onClick,
  ...button
}: RowButtonProps) {
  return (
    <Button
      size="sm"
      variant={variant}
      aria-label={label}
      {...button}
      onClick={
        onClick &&
        ((event) => {
          if (!isRepeatClick(event)) onClick();
        })
      }
    />
  );
}
