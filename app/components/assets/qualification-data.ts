import type { MissingData } from "~/domain/assets/qualification-flow";
import { encodeMessage } from "~/domain/validation/messages";
import type { CompetitionAsset } from "~/upstream/schemas/assets";

/** The data a competition checks for that an asset lacks, read from the rules' reasons. */
export function missingData(row: CompetitionAsset): MissingData[] {
  return row.reasons.filter((reason) => reason.rule === "meter_id").map((reason) => (reason.meter === "import" ? "import_meter_id" : "export_meter_id"));
}

/** The reducer's "required" as the kit's shared message; other codes are this area's own texts. */
export const fieldMessage = (code: string | undefined, own: (code: string) => string) => (code === "required" ? encodeMessage({ key: "required" }) : code ? own(code) : undefined);
