import { HttpResponse } from "msw";
import type { ZodError } from "zod";

/** Answers shaped like Django REST framework's, as the real upstream sends them. */
export const detail = (status: number, text: string, code?: string) =>
  HttpResponse.json(code ? { detail: text, code } : { detail: text }, { status });

export const notFound = () => detail(404, "Not found.", "not_found");
export const forbidden = () => detail(403, "You do not have permission to perform this action.", "permission_denied");
export const notAuthenticated = () => detail(401, "Authentication credentials were not provided.", "not_authenticated");

export const fieldErrors = (errors: Record<string, string[]>, status = 400) => HttpResponse.json(errors, { status });

/** zod issues → `{"field": ["message"]}`; issues without a path go under non_field_errors. */
export function zodFieldErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "non_field_errors";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}
