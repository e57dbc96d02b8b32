import { assetHandlers } from "../assets/asset-handlers";
import { qualificationHandlers } from "../assets/qualification-handlers";
import { applicationHandlers } from "../applications";
import { behaviourHandler } from "../behaviour";
import { authHandlers } from "./auth";
import { biddingHandlers } from "./bidding";
import { clearingHandlers } from "./clearing";
import { competitionCreationHandlers } from "./competition-creation";
import { competitionHandlers } from "./competitions";
import { controlHandlers } from "./control";
import { dispatchHandlers } from "../dispatch/handlers";
import { exchangeHandlers } from "../exchange/handlers";
import { fileHandlers } from "./files";
import { marketHandlers } from "./markets";
import { publicMapHandlers } from "./public-map";
import { ssoHandlers } from "./sso";
import { teamHandlers } from "./team";
import { userHandlers } from "./users";
import { analyticsHandlers } from "../analytics/handlers";
import { dfsHandlers } from "../dfs/handlers";
import { roadmapHandlers } from "../roadmap/handlers";
import { organisationHandlers } from "../organisation/handlers";
import { registrationHandlers } from "../registration/handlers";
import { settlementHandlers } from "../settlement/handlers";

/** Every sandbox handler, in the order msw tries them (behaviour first). */
export const handlers = [
  behaviourHandler,
  ...authHandlers,
  ...userHandlers,
  ...teamHandlers,
  ...fileHandlers,
  ...marketHandlers,
  ...applicationHandlers,
  ...competitionCreationHandlers,
  ...competitionHandlers,
  ...publicMapHandlers,
  ...biddingHandlers,
  ...clearingHandlers,
  ...dispatchHandlers,
  ...exchangeHandlers,
  ...settlementHandlers,
  ...controlHandlers,
  ...ssoHandlers,
  ...registrationHandlers,
  ...organisationHandlers,
  ...analyticsHandlers,
  ...dfsHandlers,
  ...roadmapHandlers,
  ...assetHandlers,
  ...qualificationHandlers,
];
