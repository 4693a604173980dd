import type { FieldError } from '@domain/errors.js';

export type ErrorMap = Partial<Record<string, string>>;

/** The first message per field. */
export function toErrorMap(errors: readonly FieldError[]): ErrorMap {
  const map: ErrorMap = {};
  for (const e of errors) map[e.field] ??= e.message;
  return map;
}

/** Field errors of a 400 answer `{statusCode, message, errors:[{field,type,message}]}`, or []. */
export function serverFieldErrors(body: unknown): FieldError[] {
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e: unknown): e is FieldError =>
      typeof e === 'object' && e !== null && typeof (e as FieldError).field === 'string' && typeof (e as FieldError).message === 'string',
  );
}

/** Server fields mapped onto the wizard's inputs (customerName is split into first and last name). */
export function formFieldOf(field: string): string {
  return field === 'customerName' ? 'firstName' : field;
}

/**
 * Props that bind a text input to one field of a step's form: its value, change handler, error
 * message and name. `textFieldProps(form, errors, onChange)('firstName')`.
 */
export function textFieldProps<F extends { [K in keyof F]: string }>(
  form: F,
  errors: ErrorMap,
  onChange: (patch: Partial<F>) => void,
): (key: keyof F & string) => {
  value: string;
  onChange: (e: { currentTarget: { value: string } }) => void;
  error: string | undefined;
  name: string;
} {
  return (key) => ({
    value: form[key],
    onChange: (e) => onChange({ [key]: e.currentTarget.value } as Partial<F>),
    error: errors[key],
    name: key,
  });
}
