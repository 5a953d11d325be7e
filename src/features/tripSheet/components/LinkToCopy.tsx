import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';

/**
 * The link in a read-only field, selected when shown, for a browser that cannot copy it (no
 * navigator.clipboard on plain http, or a refusal): the visitor copies it by hand.
 */
export function LinkToCopy({ url }: { url: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  return (
    <div className="mt-2">
      <label className="form-label small" htmlFor={id}>
        <Trans>Copy did not work here. Select the link and copy it:</Trans>
      </label>
      <input
        ref={field}
        id={id}
        className="form-control form-control-sm"
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}
