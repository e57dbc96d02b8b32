import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { passwordFlags } from "~/domain/password";

/** Live advice while a new password is typed (AUTH-11 flags); the server checks again on submit. */
export function PasswordStrength({ password, confirmation, personal }: { password: string; confirmation: string; personal?: string[] }) {
  const { t } = useTranslation("auth");
  if (!password) return null;
  const flags = passwordFlags(password, confirmation, personal);
  const level = flags.strongEnough ? "strong" : flags.requirementsMet ? "fair" : "weak";
  return (
    <div className={`password-strength password-strength--${level}`} aria-live="polite">
      <p>
        <strong>{t("password.strength")}:</strong> {t(`password.level.${level}`)}
      </p>
      {flags.warning ? <p>{t(flags.warning)}</p> : null}
      {flags.mismatch ? <p className="form-field__error">{t("errors.mismatch")}</p> : null}
    </div>
  );
}

/**
 * Follows the new password and its confirmation as they are typed in a form (its onChange).
 * The server's answer empties the password fields and says itself what was wrong, so the
 * advice starts again from nothing with each answer (else a mismatch would be said twice).
 */
export function useTypedPassword(answer?: unknown) {
  const [typed, setTyped] = useState({ password: "", confirmation: "" });
  useEffect(() => setTyped({ password: "", confirmation: "" }), [answer]);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    setTyped({ password: String(data.get("new_password") ?? ""), confirmation: String(data.get("re_new_password") ?? "") });
  };
  return { ...typed, onChange };
}
