/**
 * A tournament format in the wizard, as data: its form fields, how the values become the endpoint's input,
 * and how the result is summarised. A format with a live panel (swing) supplies `panel` instead of a form.
 */
export type FieldKind = 'text' | 'textarea' | 'number' | 'checkbox' | 'select';

export interface Field {
  id: string;
  label: string;
  kind: FieldKind;
  default?: string | number | boolean;
  options?: { value: string; label: string }[];
  help?: string;
  placeholder?: string;
  min?: number;
  max?: number;
  /** Offer a "Use selected cells" button that fills this field from the sheet's selection. */
  fromSelection?: boolean;
  required?: boolean;
}

export type FormValues = Record<string, string | number | boolean>;

export interface Summary {
  message: string;
  sheets: string[];
  /** Extra lines (waiting list, groups…), each shown as text. */
  details?: { title: string; lines: string[] }[];
}

export interface FormatDef {
  id: string;
  title: string;
  description: string;
  /** The primary button's label, in sentence case ("Create round robin"). */
  action: string;
  fields: Field[];
  /** Calls the server; throws an Error with a TD-readable message on bad input. */
  submit(values: FormValues): Promise<Summary>;
  /** Optional live panel shown instead of the form (or after creation). */
  panel?: (root: HTMLElement, done: (summary: Summary) => void) => void;
  /** The format whose "New event" card lists it ("ttt", …): a format's first action is the card, the others its follow-ups. */
  format?: string;
  /** The sheet kinds it works on: listed under "This sheet" when the open sheet is one of them. */
  sheets?: readonly string[];
  /** Set when it works only from one of those sheets: the sheet to open ("the Table of a group that says mini-TTT needed"). */
  needs?: string;
}
