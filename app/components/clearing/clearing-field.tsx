import { FormField } from "~/components/form-field";

/** Clearing inputs are the kit's form fields; excluded GSP names pass a `check` run on blur. */
export { FormField as ClearingField };

/** The modal's state and the competition, carried by every clearing post. */
export function ClearingStateFields({ fields, competition }: { fields: Record<string, string>; competition: number }) {
  return (
    <>
      <input type="hidden" name="competition" value={competition} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
