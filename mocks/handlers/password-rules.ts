import type { SandboxUser } from "../store/types";

const COMMON_PASSWORDS = new Set(["password", "password1", "12345678", "123456789", "qwerty123", "iloveyou", "letmein1", "flexdemo"]);

/** Django's default password validators, with their messages. */
export function passwordProblems(password: string, user: Pick<SandboxUser, "email" | "first_name" | "last_name">): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push("This password is too short. It must contain at least 8 characters.");
  if (COMMON_PASSWORDS.has(password.toLowerCase())) problems.push("This password is too common.");
  if (/^\d+$/.test(password)) problems.push("This password is entirely numeric.");
  const personal = [user.email.split("@")[0], user.first_name, user.last_name].filter((part) => part.length >= 3);
  if (personal.some((part) => password.toLowerCase().includes(part.toLowerCase()))) {
    problems.push("The password is too similar to the email address.");
  }
  return problems;
}
