export type NotificationTone = "info" | "success" | "error";

/** A message shown at the bottom centre; texts are already translated. */
export type Notification = { title?: string; message: string; tone?: NotificationTone };
