import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';

interface InfoDialogProps {
  show: boolean;
  title: string;
  onClose: () => void;
  /** The header's close button, when "Close" would be ambiguous on the page. */
  closeLabel?: string;
  size?: 'lg';
  centered?: boolean;
  stacked?: boolean;
  headingTitle?: boolean;
  children: ReactNode;
}

/** Something to read and close (amenities, reviews, a sent message, a past quote): one Close. */
export function InfoDialog({ onClose, ...dialog }: InfoDialogProps) {
  const { t } = useLingui();
  return <DialogFrame {...dialog} closeButton cancelLabel={t`Close`} onCancel={onClose} />;
}
