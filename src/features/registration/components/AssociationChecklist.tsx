import { useField } from 'formik';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import type { Association, AssociationGroups } from '../types';

const GROUPS: readonly { key: keyof AssociationGroups; legend: string }[] = [
  { key: 'national', legend: 'National' },
  { key: 'stateAndRegional', legend: 'State and Regional' },
  { key: 'certifications', legend: 'Certifications' },
];

function Group({
  legend,
  items,
  selected,
  onToggle,
}: {
  legend: string;
  items: readonly Association[];
  selected: readonly number[];
  onToggle: (id: number) => void;
}) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <fieldset className="col-md-4 mb-3">
      <legend className="h6">{legend}</legend>
      {items.map((item) => (
        <Form.Check
          key={item.id}
          id={`${id}-${item.id}`}
          type="checkbox"
          label={item.name}
          checked={selected.includes(item.id)}
          onChange={() => onToggle(item.id)}
        />
      ))}
    </fieldset>
  );
}

/** The association memberships, grouped National, State and Regional, Certifications; one id list. */
export function AssociationChecklist({
  name,
  groups,
}: {
  name: string;
  groups: AssociationGroups;
}) {
  const [field, , helpers] = useField<number[]>(name);
  const selected = field.value ?? [];
  const toggle = (id: number) =>
    void helpers.setValue(
      selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id],
    );
  return (
    <div className="row">
      {GROUPS.map((group) => (
        <Group
          key={group.key}
          legend={group.legend}
          items={groups[group.key]}
          selected={selected}
          onToggle={toggle}
        />
      ))}
    </div>
  );
}
