import { Alert } from '@/components/feedback/Alert';
import { ARREARS_TEXTS, CARD_HELP, CARD_TEXTS } from '../constants';

/** What Save found missing, in the screen's words: a sentence, the field names, maybe the help line. */
export type FormCheck =
  | { kind: 'incomplete'; missing: readonly string[] }
  | { kind: 'checkInput'; missing: readonly string[] };

/** The payments page's incomplete-fields list, or the arrears page's "please check input item". */
export function CheckAlert({ check }: { check: FormCheck }) {
  const incomplete = check.kind === 'incomplete';
  return (
    <Alert variant="danger" role="alert">
      <p className="mb-1">{incomplete ? CARD_TEXTS.incomplete : ARREARS_TEXTS.checkInput}</p>
      <ul className={incomplete ? 'mb-1' : 'mb-0'}>
        {check.missing.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      {incomplete && <p className="mb-0">{CARD_HELP}</p>}
    </Alert>
  );
}
