/**
 * An instruction's status, worked out from its instants and the clock when it is read:
 *
 *   created ──issue_at──▶ awaiting_response ──answer──▶ scheduled ──end──▶ delivered
 *                               │                 └──▶ rejected
 *                               └──response_deadline──▶ expired
 *   stop: the operator stopped it (from created, awaiting_response or scheduled, before its end)
 *   unknown: a record whose instants cannot be read has no place above (001 §3 lists the status)
 */
import type { DispatchInstruction } from "./types";

export const INSTRUCTION_STATUSES = ["created", "awaiting_response", "scheduled", "delivered", "expired", "rejected", "stop", "unknown"] as const;
export type InstructionStatus = (typeof INSTRUCTION_STATUSES)[number];

const ms = (iso: string) => Date.parse(iso);

/** The instants the lifecycle is worked out from; one that cannot be read would otherwise pass every comparison as false and read as awaiting a response. */
const placeable = (instruction: DispatchInstruction) => [instruction.issue_at, instruction.response_deadline, instruction.end].every((iso) => !Number.isNaN(ms(iso)));

export function statusAt(instruction: DispatchInstruction, now: number): InstructionStatus {
  if (instruction.stopped_at) return "stop";
  if (instruction.response === "rejected") return "rejected";
  if (!placeable(instruction)) return "unknown";
  if (instruction.response === "accepted") return ms(instruction.end) <= now ? "delivered" : "scheduled";
  if (now < ms(instruction.issue_at)) return "created";
  if (now >= ms(instruction.response_deadline)) return "expired";
  return "awaiting_response";
}

/** When it stops counting as upcoming: its end, or the moment it was stopped. */
export function effectiveEnd(instruction: DispatchInstruction): number {
  const end = ms(instruction.end);
  return instruction.stopped_at ? Math.min(end, ms(instruction.stopped_at)) : end;
}

export type Period = "upcoming" | "past";

/**
 * Until when it is listed as upcoming: its end. A stopped one stays there (as `stop`) until it was
 * due to start, so its provider sees the stop where the instruction was; stopped while running,
 * it ended at the stop.
 */
export function upcomingUntil(instruction: DispatchInstruction): number {
  const end = ms(instruction.end);
  if (!instruction.stopped_at) return end;
  return Math.min(end, Math.max(ms(instruction.stopped_at), ms(instruction.start)));
}

export const periodAt = (instruction: DispatchInstruction, now: number): Period => (upcomingUntil(instruction) > now ? "upcoming" : "past");

/** Still to run or running: the only instructions a stop applies to. */
export const isLive = (status: InstructionStatus) => status === "created" || status === "awaiting_response" || status === "scheduled";

/**
 * The end of what an accepted instruction delivered (or will deliver): its end, or the
 * stop when it was stopped while running; null when it delivers nothing.
 */
export function deliveredEnd(instruction: DispatchInstruction): string | null {
  if (instruction.response !== "accepted") return null;
  if (!instruction.stopped_at) return instruction.end;
  const stopped = ms(instruction.stopped_at);
  if (stopped <= ms(instruction.start)) return null;
  return stopped < ms(instruction.end) ? instruction.stopped_at : instruction.end;
}
