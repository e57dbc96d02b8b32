import type { CompetitionDraft } from "~/domain/competition-form/draft";
import { draftEntries } from "~/domain/competition-form/entries";
import type { FormName } from "~/domain/competition-form/form-list";

/** The forms not on screen, carried in hidden inputs so every post holds the whole draft. */
export function HiddenDraft({ draft, forms }: { draft: CompetitionDraft; forms: readonly FormName[] }) {
  return (
    <>
      {draftEntries(draft, forms).map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
