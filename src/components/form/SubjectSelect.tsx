import { MESSAGE_SUBJECTS } from '@/config/constants';
import { Field } from './Field';
import { Options } from './Options';

/** The subject of a message to a company: one of the spec's three, required (spec 5). */
export function SubjectSelect({
  name = 'subject',
  className,
}: {
  name?: string;
  className?: string;
}) {
  return (
    <Field name={name} label="Subject" as="select" required className={className}>
      <option value="">Choose a subject</option>
      <Options choices={MESSAGE_SUBJECTS} />
    </Field>
  );
}
