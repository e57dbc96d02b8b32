import { describe, expect, it } from "vitest";
import { settlementFormat } from "~/components/settlement/format";

describe("an evidence file's size on the disputes page", () => {
  it("SETT-01 a file under 1 kB is counted in bytes, not shown as 0 kB, in each locale", () => {
    expect(settlementFormat("en-GB").fileSize(8)).toBe("8 bytes");
    expect(settlementFormat("en-GB").fileSize(1)).toBe("1 byte");
    expect(settlementFormat("it-IT").fileSize(8)).toBe("8 byte");
    expect(settlementFormat("pt-PT").fileSize(8)).toBe("8 bytes");
    expect(settlementFormat("en-GB").fileSize(0)).toBe("0 bytes");
  });

  it("SETT-01 larger files in kB, and files of a megabyte or more in MB, with the locale's decimal mark", () => {
    expect(settlementFormat("en-GB").fileSize(12_400)).toBe("12.4 kB");
    expect(settlementFormat("it-IT").fileSize(12_400)).toBe("12,4 kB");
    expect(settlementFormat("en-GB").fileSize(1000)).toBe("1 kB");
    expect(settlementFormat("pt-PT").fileSize(3_200_000)).toBe("3,2 MB");
  });
});
