import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Alert } from '@/components/feedback/Alert';
import { isRepeatClick } from '@/lib/repeatClick';

/** What every dialog of the app takes (ConfirmDialog, FormDialog, InfoDialog). */
export interface DialogProps {
  show: boolean;
  /** Labels the dialog (and a FormDialog's form). */
  title: string;
  cancelLabel?: string;
  /** The dialog's call is running: nothing closes it, Cancel waits, no second call. */
  busy?: boolean;
  /** The call's failure, shown in the dialog so it can be tried again. */
  error?: ReactNode;
  /** A dialog with a table (an invoice) or a long form needs the wider modal. */
  size?: 'sm' | 'lg';
  onCancel: () => void;
}

interface DialogFrameProps extends DialogProps {
  centered?: boolean;
  /** The header's close button, shown only while nothing runs. */
  closeButton?: boolean;
  /** The header close button's name, when the page has other Close buttons (the search modals). */
  closeLabel?: string;
  /** Opened over another modal (a search result's details): drawn above it. */
  stacked?: boolean;
  /** The title is a heading of the page's outline (h2), not only the dialog's name. */
  headingTitle?: boolean;
  /** Focus starts on Cancel (a confirmation: Enter must not act by accident). */
  focusCancel?: boolean;
  children: ReactNode;
  /** The footer's action, after Cancel (none in an InfoDialog). */
  action?: ReactNode;
  /** Puts header, body and footer inside something (FormDialog's form), given the title's id. */
  wrap?: (content: ReactNode, titleId: string) => ReactNode;
}

/**
 * What ConfirmDialog, FormDialog and InfoDialog share: a modal that keeps focus inside until it closes and
 * cannot be closed (backdrop, Escape, Cancel, close button) while its call runs.
 */
export function DialogFrame({
  show,
  title,
  cancelLabel,
  busy = false,
  error,
  size,
  onCancel,
  centered,
  closeButton = false,
  closeLabel,
  stacked = false,
  headingTitle = false,
  focusCancel = false,
  children,
  action,
  wrap = (content) => content,
}: DialogFrameProps) {
  const { t } = useLingui();
  const titleId = useId();
  const cancel = () => {
    if (!busy) onCancel();
  };
  const content = (
    <>
      <Modal.Header closeButton={closeButton && !busy} closeLabel={closeLabel ?? t`Close`}>
        {headingTitle ? (
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        ) : (
          <Modal.Title id={titleId}>{title}</Modal.Title>
        )}
      </Modal.Header>
      <Modal.Body>
        {children}
        {error && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            {error}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button
          variant="outline-secondary"
          // A double-click on the button that opened or changed this dialog must not cancel it
          // when its second click lands here (Upgrade, then Continue as Free Trial).
          onClick={(event) => {
            if (!isRepeatClick(event)) cancel();
          }}
          disabled={busy}
          autoFocus={focusCancel}
        >
          {cancelLabel ?? t`Cancel`}
        </Button>
        {action}
      </Modal.Footer>
    </>
  );
  return (
    <Modal
      show={show}
      onHide={cancel}
      backdrop={busy ? 'static' : true}
      keyboard={!busy}
      centered={centered}
      size={size}
      className={stacked ? 'modal-stacked' : undefined}
      backdropClassName={stacked ? 'modal-backdrop-stacked' : undefined}
      aria-labelledby={titleId}
    >
      {wrap(content, titleId)}
    </Modal>
  );
}
