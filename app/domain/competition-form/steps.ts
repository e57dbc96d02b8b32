import { addPeriod, addWindow, removePeriod, removeWindow } from "./edits";
import { draftOf, firstFormWithErrors, formList, goTo, hasErrors, REVIEW_STEP, type CompetitionFormList } from "./form-list";
import type { FormIntent } from "./intent";
import { countErrors } from "./messages";
import type { CompetitionDraft } from "./draft";
import { validateAll, validateStep } from "./validate";

export type StepOutcome = {
  list: CompetitionFormList;
  /** True when every form is valid and the draft may be sent. */
  ready: boolean;
};

function editDraft(list: CompetitionFormList, edit: (draft: CompetitionDraft) => CompetitionDraft, revalidate: boolean): CompetitionFormList {
  const edited = { ...formList(edit(draftOf(list)), list.current), errors: list.errors };
  // Removing shifts the positions that error names carry, so errors already shown are worked out again.
  return revalidate && countErrors(list.errors[1]) > 0 ? validateStep(edited, 1) : edited;
}

/** What one post does to the list of forms: move between steps, change periods and windows, or get ready to send. */
export function applyIntent(list: CompetitionFormList, intent: FormIntent): StepOutcome {
  switch (intent.kind) {
    case "next": {
      if (list.current >= REVIEW_STEP) return { list, ready: false };
      const checked = validateStep(list);
      return { list: countErrors(checked.errors[checked.current]) > 0 ? checked : goTo(checked, checked.current + 1), ready: false };
    }
    case "back":
      return { list: goTo(list, list.current - 1), ready: false };
    case "edit":
      return { list: goTo(list, intent.step), ready: false };
    case "add-period":
      return { list: editDraft(list, addPeriod, false), ready: false };
    case "add-window":
      return { list: editDraft(list, (draft) => addWindow(draft, intent.period), false), ready: false };
    case "remove-period":
      return { list: editDraft(list, (draft) => removePeriod(draft, intent.period), true), ready: false };
    case "remove-window":
      return { list: editDraft(list, (draft) => removeWindow(draft, intent.period, intent.window), true), ready: false };
    case "submit": {
      const checked = validateAll(list);
      if (!hasErrors(checked)) return { list: goTo(checked, REVIEW_STEP), ready: true };
      return { list: goTo(checked, firstFormWithErrors(checked) ?? 0), ready: false };
    }
  }
}
