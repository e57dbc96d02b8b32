import type { ComponentProps } from "react";
import { FormField } from "~/components/form-field";
import { decodeClearingMessage } from "~/domain/clearing/messages";
import { useTranslation } from "~/i18n/react";

/**
 * Clearing inputs are the kit's form fields; excluded GSP names pass a `check` run on blur.
 * A clearing message that carries values (the names not found) is put into words here, as
 * the kit translates only plain keys.
 */
export function ClearingField(props: ComponentProps<typeof FormField>) {
  const { t } = useTranslation("clearing");
  const worded = (message: string) => {
    const descriptor = decodeClearingMessage(message);
    return descriptor?.values ? t(descriptor.key, descriptor.values) : message;
  };
  const { field, check } = props;
  return (
    <FormField
      {...props}
      field={field.errors ? { ...field, errors: field.errors.map(worded) } : field}
      check={check && ((text) => {
        const message = check(text);
        return message === undefined ? undefined : worded(message);
      })}
    />
  );
}

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
