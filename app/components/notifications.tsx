import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";

export const NOTIFICATION_TIMEOUT_MS = 6000;

export type NotificationTone = "info" | "success" | "error";
export type NotificationInput = { title?: string; message: string; tone?: NotificationTone };
type QueuedNotification = NotificationInput & { id: string };

const NotifyContext = createContext<((notification: NotificationInput) => void) | null>(null);

export function useNotify() {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error("useNotify must be used inside NotificationsProvider");
  return notify;
}

export type NotificationsProviderProps = {
  children?: ReactNode;
  /** E.g. the session's flash message, so the server renders it and it shows without JavaScript. */
  initial?: NotificationInput[];
  timeoutMs?: number;
};

/** Shows one notification at a time at the bottom centre; the next waits until it is dismissed or times out. */
export function NotificationsProvider({ children, initial = [], timeoutMs = NOTIFICATION_TIMEOUT_MS }: NotificationsProviderProps) {
  const [queue, setQueue] = useState<QueuedNotification[]>(() => initial.map((n, i) => ({ ...n, id: `initial-${i}` })));
  const nextId = useRef(0);
  const notify = useCallback((notification: NotificationInput) => {
    nextId.current += 1;
    const id = `notification-${nextId.current}`;
    setQueue((current) => [...current, { ...notification, id }]);
  }, []);
  const dismiss = useCallback((id: string) => setQueue((current) => current.filter((n) => n.id !== id)), []);
  const current = queue[0];

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <div className="kit-notifications">
        {current ? <Notification key={current.id} notification={current} timeoutMs={timeoutMs} onDismiss={dismiss} /> : null}
      </div>
    </NotifyContext.Provider>
  );
}

type NotificationProps = { notification: QueuedNotification; timeoutMs: number; onDismiss: (id: string) => void };

function Notification({ notification, timeoutMs, onDismiss }: NotificationProps) {
  const { t } = useTranslation("ui");
  const { id, title, message, tone = "info" } = notification;
  // The close button is added after hydration: without JavaScript it could not do anything.
  const [enhanced, setEnhanced] = useState(false);
  // Hovering or focusing pauses the timer so the message can still be read.
  const [paused, setPaused] = useState(false);
  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(id), timeoutMs);
    return () => clearTimeout(timer);
  }, [id, paused, timeoutMs, onDismiss]);
  const pause = useMemo(() => ({ on: () => setPaused(true), off: () => setPaused(false) }), []);

  return (
    <div
      className={`kit-notification kit-notification--${tone}`}
      role={tone === "error" ? "alert" : "status"}
      aria-live={tone === "error" ? "assertive" : "polite"}
      aria-atomic="true"
      onMouseEnter={pause.on}
      onMouseLeave={pause.off}
      onFocus={pause.on}
      onBlur={pause.off}
    >
      <div className="kit-notification__text">
        {title ? <p className="kit-notification__title">{title}</p> : null}
        <p className="kit-notification__message">{message}</p>
      </div>
      {enhanced ? (
        <button type="button" className="kit-close" aria-label={t("notifications.close")} onClick={() => onDismiss(id)}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

/**
 * The notification the server flashed with the page's data. The first comes with the page
 * (and shows without JavaScript); each later one, after a client navigation, is added to the
 * queue once. A revalidation that brings none leaves what is on screen alone.
 */
export function FlashedNotification({ notification }: { notification: NotificationInput | null }) {
  const notify = useNotify();
  const shown = useRef(notification);
  useEffect(() => {
    if (!notification || notification === shown.current) return;
    shown.current = notification;
    notify(notification);
  }, [notification, notify]);
  return null;
}
