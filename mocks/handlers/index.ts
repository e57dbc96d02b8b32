import { behaviourHandler } from "../behaviour";
import { authHandlers } from "./auth";
import { controlHandlers } from "./control";
import { fileHandlers } from "./files";
import { marketHandlers } from "./markets";
import { ssoHandlers } from "./sso";
import { teamHandlers } from "./team";
import { userHandlers } from "./users";

/** Every sandbox handler, in the order msw tries them (behaviour first). */
export const handlers = [
  behaviourHandler,
  ...authHandlers,
  ...userHandlers,
  ...teamHandlers,
  ...fileHandlers,
  ...marketHandlers,
  ...controlHandlers,
  ...ssoHandlers,
];
