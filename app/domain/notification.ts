export type NotificationTone = "info" | "success" | "error";

/** A message shown at the bottom centre; `title`/`message` are already translated texts. */
export type Notification = { title: string; message?: string; tone: NotificationTone };
