import { useBlocker, useNavigation, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { ConfirmModal } from "~/components/modal";
import { intentValue } from "~/domain/competition-form/intent";
import { useTranslation } from "~/i18n/react";

/**
 * The browser's Back button inside the wizard. Each step answers a post to the same address,
 * so with JavaScript the steps share one history entry and Back would leave the draft behind:
 * from a later step it goes one step back, as the form's own Back does; from the first, with
 * something entered, it asks before leaving. Rendered outside the form, which is drawn anew on
 * every answer, so one blocker lasts the whole wizard.
 */
export function StepHistory({ formId, current, entered }: { formId: string; current: number; entered: boolean }) {
  const { t } = useTranslation("operator");
  const submit = useSubmit();
  const guarded = useRef(false);
  guarded.current = current > 0 || entered;
  const shouldBlock = useCallback(({ historyAction }: { historyAction: string }) => historyAction === "POP" && guarded.current, []);
  const blocker = useBlocker(shouldBlock);
  const busy = useNavigation().state !== "idle";
  // From the first step there is no step to go back to: the operator is asked instead.
  const asking = blocker.state === "blocked" && !busy && current === 0;
  useEffect(() => {
    if (blocker.state !== "blocked" || asking) return;
    // A step is on its way: its answer is where the operator is, so this Back is let go.
    if (busy) return blocker.reset();
    const form = document.getElementById(formId);
    blocker.reset();
    if (!(form instanceof HTMLFormElement)) return;
    const data = new FormData(form);
    data.set("intent", intentValue({ kind: "back" }));
    submit(data, { method: "post" });
  }, [asking, blocker, busy, formId, submit]);
  return (
    <ConfirmModal
      open={asking}
      title={t("new.leave.title")}
      body={<p>{t("new.leave.body")}</p>}
      cancelLabel={t("new.leave.stay")}
      confirmLabel={t("new.leave.leave")}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
