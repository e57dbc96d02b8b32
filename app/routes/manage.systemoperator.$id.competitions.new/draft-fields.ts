/**
 * The competition form's fields, named as conform names them ("service_need.service_periods[0].name"),
 * read from the draft and the errors the action sent back. The form is rebuilt on every answer,
 * so a field only needs its first value and its messages.
 */
export type DraftField = {
  id: string;
  name: string;
  errorId: string;
  errors?: string[];
  initialValue: unknown;
  getFieldset(): Record<string, DraftField>;
  getFieldList(): Array<DraftField & { key: string }>;
};

type Errors = Record<string, string[] | null> | null | undefined;

export function draftField(formId: string, name: string, value: unknown, errors: Errors): DraftField {
  const id = name ? `${formId}-${name}` : formId;
  const list = errors?.[name];
  return {
    id,
    name,
    errorId: `${id}-error`,
    errors: list?.length ? list : undefined,
    initialValue: value,
    getFieldset: () =>
      new Proxy({} as Record<string, DraftField>, {
        get: (_, key) => {
          const child = String(key);
          const record = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
          return draftField(formId, name ? `${name}.${child}` : child, record[child], errors);
        },
      }),
    getFieldList: () =>
      (Array.isArray(value) ? value : []).map((item, index) => ({ ...draftField(formId, `${name}[${index}]`, item, errors), key: `${name}[${index}]` })),
  };
}

/** What an input shows first: text as it is, a list's values as text. */
export function textOf(value: unknown): string | undefined {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
}

export function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.map((item) => String(item ?? "")) : typeof value === "string" ? [value] : [];
}

/** aria-invalid and aria-describedby as conform sets them: the error first, then the hint. */
export function ariaOf(field: DraftField, hintId?: string) {
  return {
    "aria-invalid": field.errors ? true : undefined,
    "aria-describedby": (field.errors ? `${field.errorId} ${hintId ?? ""}`.trim() : hintId) || undefined,
  };
}
