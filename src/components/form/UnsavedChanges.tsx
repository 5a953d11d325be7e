import { Trans, useLingui } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useBlocker } from 'react-router-dom';
import { LazyConfirmDialog } from '@/components/dialogs/LazyConfirmDialog';

type Report = (key: string, dirty: boolean) => void;

const ReportContext = createContext<Report | null>(null);

/**
 * A page of several forms, each saved on its own: while any of them holds edits not yet saved,
 * leaving the page asks first (a link, Back) and closing the tab gets the browser's warning.
 */
export function UnsavedChanges({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<Report>((key, isDirty) => {
    setDirty((current) => {
      if (current.has(key) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const unsaved = dirty.size > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const value = useMemo(() => report, [report]);
  return (
    <ReportContext.Provider value={value}>
      {children}
      <LazyConfirmDialog
        show={blocker.state === 'blocked'}
        title={t`Leave this page?`}
        confirmLabel={t`Leave Page`}
        cancelLabel={t`Stay on Page`}
        danger
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        <Trans>
          You have changes that are not saved. If you leave this page, they will be lost.
        </Trans>
      </LazyConfirmDialog>
    </ReportContext.Provider>
  );
}

/** Tells the surrounding UnsavedChanges whether `key` holds unsaved edits. */
export function useUnsavedChange(key: string, dirty: boolean): void {
  const report = useContext(ReportContext);
  useEffect(() => {
    report?.(key, dirty);
  }, [report, key, dirty]);
  useEffect(() => () => report?.(key, false), [report, key]);
}

/** Inside a Formik form: reports the form's edits under `name`. */
export function FormikUnsavedChanges({ name }: { name: string }) {
  const { dirty } = useFormikContext();
  useUnsavedChange(name, dirty);
  return null;
}
