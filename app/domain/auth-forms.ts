import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "./password";
import { encodeMessage } from "./validation/messages";
import { blankMessage } from "./validation/required";
import { zRequiredText } from "./validation/schemas";

/** Passwords are taken exactly as typed: no trimming. */
const zPassword = () => z.string({ required_error: encodeMessage(blankMessage) }).min(1, encodeMessage(blankMessage));

/** Form schemas shared by the server actions and the browser (conform + zod). */
export const loginSchema = z.object({
  email: zRequiredText().pipe(z.string().email("auth:errors.email")),
  password: zPassword(),
  next: z.string().optional(),
});

export const resetRequestSchema = z.object({
  email: zRequiredText().pipe(z.string().email("auth:errors.email")),
});

const newPasswordFields = {
  new_password: zPassword().pipe(z.string().min(PASSWORD_MIN_LENGTH, "auth:errors.passwordTooShort")),
  re_new_password: zPassword(),
};

const matching = <T extends { new_password: string; re_new_password: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.new_password !== value.re_new_password) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["re_new_password"], message: "auth:errors.mismatch" });
  }
};

export const newPasswordSchema = z.object(newPasswordFields).superRefine(matching);

export const changePasswordSchema = z
  .object({
    current_password: zPassword(),
    ...newPasswordFields,
    mfa_code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, "account:errors.mfaFormat")
      .optional(),
  })
  .superRefine(matching);
