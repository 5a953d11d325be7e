import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useId, type RefObject } from 'react';
import { PlainField } from '@/components/form/PlainField';

interface NumberFieldsProps<Key extends string> {
  fields: readonly { key: Key; label: MessageDescriptor; error: MessageDescriptor }[];
  values: Record<Key, string>;
  invalid: readonly Key[];
  /** Filled with the inputs, for the form to focus the first wrong one. */
  inputs: RefObject<Partial<Record<string, HTMLInputElement | null>>>;
  onType: (key: Key, value: string) => void;
  /** Each field's column. */
  column: string;
}

/**
 * A row of whole-number fields with their messages: the estimate's people, days and total miles
 * (days and miles filled in by the plan), and the all-in estimate's assumptions.
 */
export function NumberFields<Key extends string>({
  fields,
  values,
  invalid,
  inputs,
  onType,
  column,
}: NumberFieldsProps<Key>) {
  const baseId = useId();
  const { i18n } = useLingui();
  return (
    // Inputs line up when a label wraps on a phone.
    <div className="row g-2 align-items-end">
      {fields.map(({ key, label, error }) => (
        <PlainField
          key={key}
          id={`${baseId}-${key}`}
          label={i18n._(label)}
          error={invalid.includes(key) ? i18n._(error) : null}
          className={column}
          inputRef={(element) => {
            inputs.current[key] = element;
          }}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          value={values[key]}
          onChange={(event) => onType(key, event.target.value)}
        />
      ))}
    </div>
  );
}
