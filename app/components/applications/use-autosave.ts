import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

export const AUTOSAVE_DELAY_MS = 1000;

export type AutosaveAnswer = { autosave: true; savedAt: string | null; errors: Record<string, string[]>; formErrors: string[] };

/** The form's fields as the autosave sends them: no files (those go with the buttons), intent "autosave". */
function snapshot(form: HTMLFormElement): FormData {
  const data = new FormData(form);
  for (const [name, value] of [...data.entries()]) if (value instanceof File) data.delete(name);
  data.set("intent", "autosave");
  return data;
}

/**
 * APP autosave: with JavaScript a step's answers are saved a moment after typing stops. A
 * save still waiting when the page is left (another step, another page, the tab closed) is
 * sent at once with keepalive, so nothing typed is lost.
 */
export function useAutosave(formRef: RefObject<HTMLFormElement>, action: string, enabled: boolean, delayMs = AUTOSAVE_DELAY_MS) {
  const fetcher = useFetcher<AutosaveAnswer>();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const waiting = useRef<FormData | null>(null);
  const submit = fetcher.submit;
  const [pending, setPending] = useState(false);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const data = waiting.current;
    waiting.current = null;
    setPending(false);
    if (data) submit(data, { method: "post", action });
  }, [submit, action]);

  const schedule = useCallback(() => {
    if (!enabled || !formRef.current) return;
    waiting.current = snapshot(formRef.current);
    setPending(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, delayMs);
  }, [enabled, formRef, flush, delayMs]);

  /** A button post carries the answers itself: the waiting save is dropped. */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    waiting.current = null;
    setPending(false);
  }, []);

  useEffect(() => {
    const leave = () => {
      const data = waiting.current;
      waiting.current = null;
      clearTimeout(timer.current);
      if (data) void fetch(action, { method: "POST", body: data, keepalive: true, credentials: "same-origin" }).catch(() => undefined);
    };
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [action]);

  return { schedule, cancel, saving: fetcher.state !== "idle" || pending, answer: fetcher.data };
}
