import { useFormikContext } from 'formik';
import { useEffect } from 'react';

/** Inside a Formik form: hands each new set of values to `onChange` (a live preview elsewhere). */
export function ReportValues<T>({ onChange }: { onChange: (values: T) => void }) {
  const { values } = useFormikContext<T>();
  useEffect(() => {
    onChange(values);
  }, [values, onChange]);
  return null;
}
