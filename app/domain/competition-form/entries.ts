import { CHECKED, DETAILS_FIELDS, WINDOW_FIELDS, type CompetitionDraft, type DetailsDraft, type ServiceNeedDraft } from "./draft";
import type { FormName } from "./form-list";

export type Entry = [name: string, value: string];

/** A form's values as the name/value pairs the page posts, blanks included so an empty period or window keeps its place. */
function detailsEntries(details: DetailsDraft = {}): Entry[] {
  return DETAILS_FIELDS.flatMap((field): Entry[] => {
    const name = `competition_details.${field}`;
    if (field === "fixed_price") return details.fixed_price === CHECKED ? [[name, CHECKED]] : [];
    return [[name, details[field] ?? ""]];
  });
}

function serviceNeedEntries(need: ServiceNeedDraft = {}): Entry[] {
  return (need.service_periods ?? []).flatMap((period, p) => {
    const periodName = `service_need.service_periods[${p}]`;
    const own: Entry[] = (["name", "start", "end"] as const).map((field) => [`${periodName}.${field}`, period[field] ?? ""]);
    const windows = (period.service_windows ?? []).flatMap((window, w) => {
      const windowName = `${periodName}.service_windows[${w}]`;
      const fields: Entry[] = [...WINDOW_FIELDS, "service_day_preset" as const].map((field) => [`${windowName}.${field}`, window[field] ?? ""]);
      const days: Entry[] = (window.service_days ?? []).map((day) => [`${windowName}.service_days`, day]);
      return [...fields, ...days];
    });
    return [...own, ...windows];
  });
}

/** The entries of the named forms of a draft: what travels hidden while another step is shown. */
export function draftEntries(draft: CompetitionDraft, forms: readonly FormName[]): Entry[] {
  return forms.flatMap((form) => (form === "competition_details" ? detailsEntries(draft.competition_details) : serviceNeedEntries(draft.service_need)));
}
