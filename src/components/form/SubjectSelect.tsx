import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MESSAGE_SUBJECTS, type MessageSubject } from '@/config/constants';
import { Field } from './Field';
import { Options } from './Options';

/** What each subject says in the visitor's language; the value sent stays the spec's English. */
const SUBJECT_LABELS: Record<MessageSubject, MessageDescriptor> = {
  'Please contact me': msg`Please contact me`,
  'I have a question': msg`I have a question`,
  "I need a bus. Here's my trip info.": msg`I need a bus. Here's my trip info.`,
};

/** The subject of a message to a company: one of the spec's three, required (spec 5). */
export function SubjectSelect({
  name = 'subject',
  className,
}: {
  name?: string;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <Field name={name} label={t`Subject`} as="select" required className={className}>
      <option value="">{t`Choose a subject`}</option>
      <Options
        choices={MESSAGE_SUBJECTS.map((subject) => ({
          value: subject,
          label: i18n._(SUBJECT_LABELS[subject]),
        }))}
      />
    </Field>
  );
}
