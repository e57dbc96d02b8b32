import { draftEntries, type CompetitionDraft, type FormName } from "~/domain/competition-form";

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
