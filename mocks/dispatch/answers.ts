/**
 * The two writes on existing instructions: the provider's answer (once, before the
 * deadline) and the operator's stop (before the end, never undone). Each request is all
 * or nothing; refusals are DRF field errors flattened to `responses.0.instruction`.
 */
import { z } from "zod";
import { zodFieldErrors } from "../drf";
import { store } from "../store";
import { touch, type DispatchCaller, sees } from "./callers";
import { statusAt } from "./lifecycle";
import type { DispatchInstruction } from "./types";

const REQUIRED = "This field is required.";
const integer = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z.number({ required_error: REQUIRED, invalid_type_error: "A valid integer is required." }).int("A valid integer is required."),
);
const list = { required_error: REQUIRED, invalid_type_error: 'Expected a list of items but got type "str".' };

export const respondInput = z.object({
  responses: z
    .array(
      z.object({
        instruction: integer,
        response: z.string({ required_error: REQUIRED }).refine((value) => value === "accepted" || value === "rejected", (value) => ({ message: `"${value}" is not a valid choice.` })),
      }),
      list,
    )
    .min(1, "This list may not be empty."),
});

export const stopInput = z.object({ instructions: z.array(integer, list).min(1, "This list may not be empty.") });

type Outcome = { ok: true; instructions: DispatchInstruction[] } | { ok: false; errors: Record<string, string[]> };

const invalidPk = (id: number) => `Invalid pk "${id}" - object does not exist.`;

function findAll(caller: DispatchCaller, ids: number[], field: (index: number) => string, refusal: (instruction: DispatchInstruction) => string | null) {
  const visible = sees(caller);
  const errors: Record<string, string[]> = {};
  const found: DispatchInstruction[] = [];
  const seen = new Set<number>();
  ids.forEach((id, index) => {
    const instruction = store.dispatch.instructions.find((candidate) => candidate.id === id && visible(candidate));
    const problem = !instruction ? invalidPk(id) : seen.has(id) ? "This instruction appears more than once." : refusal(instruction);
    seen.add(id);
    if (problem) errors[field(index)] = [problem];
    else found.push(instruction!);
  });
  return { errors, found };
}

export function answer(caller: DispatchCaller, body: unknown, now: number): Outcome {
  const parsed = respondInput.safeParse(body ?? {});
  if (!parsed.success) return { ok: false, errors: zodFieldErrors(parsed.error) };
  const { responses } = parsed.data;
  const { errors, found } = findAll(
    caller,
    responses.map((entry) => entry.instruction),
    (index) => `responses.${index}.instruction`,
    (instruction) => {
      if (instruction.response !== null) return "This instruction has already been answered.";
      switch (statusAt(instruction, now)) {
        case "created":
          return "This instruction has not been issued yet.";
        case "stop":
          return "This instruction has been stopped.";
        case "expired":
          return "The response deadline has passed: this instruction has expired.";
        default:
          return null;
      }
    },
  );
  if (Object.keys(errors).length) return { ok: false, errors };
  const respondedAt = new Date(now).toISOString();
  found.forEach((instruction, index) => {
    instruction.response = responses[index].response as DispatchInstruction["response"];
    instruction.responded_by = caller.user.id;
    instruction.responded_at = respondedAt;
    touch(instruction);
  });
  return { ok: true, instructions: found };
}

export function stop(caller: DispatchCaller, body: unknown, now: number): Outcome {
  const parsed = stopInput.safeParse(body ?? {});
  if (!parsed.success) return { ok: false, errors: zodFieldErrors(parsed.error) };
  const { errors, found } = findAll(caller, parsed.data.instructions, (index) => `instructions.${index}`, (instruction) => {
    if (instruction.stopped_at) return "This instruction has already been stopped.";
    if (Date.parse(instruction.end) <= now) return "This instruction has already ended.";
    const status = statusAt(instruction, now);
    if (status === "rejected" || status === "expired") return "This instruction will not run: it was rejected or has expired.";
    return null;
  });
  if (Object.keys(errors).length) return { ok: false, errors };
  const stoppedAt = new Date(now).toISOString();
  for (const instruction of found) {
    instruction.stopped_at = stoppedAt;
    instruction.stopped_by = caller.user.id;
    touch(instruction);
  }
  return { ok: true, instructions: found };
}
