import { useField } from 'formik';
import { Field } from '@/components/form/Field';
import { descriptionCount } from '../profileStep';

/** The description with a live count toward the spec's 500 characters (never enforced). */
export function DescriptionField() {
  const [{ value }] = useField<string>('description');
  return (
    <Field
      name="description"
      label="Description"
      as="textarea"
      rows={7}
      required
      help={descriptionCount(value.length)}
    />
  );
}
