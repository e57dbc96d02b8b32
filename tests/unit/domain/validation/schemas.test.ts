import { parseWithZod } from "@conform-to/zod";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { decodeMessage, englishMessage, type MessageDescriptor } from "~/domain/validation/messages";
import {
  zBidRequired,
  zCapacity,
  zCurrency,
  zDate,
  zDecimal,
  zDuration,
  zOptional,
  zPercentage,
  zRequiredText,
  zTime,
} from "~/domain/validation/schemas";

/** The decoded descriptors of a failed parse; every error must be encoded. */
function errorsOf(schema: z.ZodTypeAny, input: unknown): MessageDescriptor[] {
  const result = schema.safeParse(input);
  expect(result.success, `expected ${JSON.stringify(input)} to fail`).toBe(false);
  return result.error!.issues.map((issue) => {
    const descriptor = decodeMessage(issue.message);
    expect(descriptor, issue.message).not.toBeNull();
    return descriptor!;
  });
}

describe("zRequiredText", () => {
  test("VAL-05 empty, whitespace-only or missing text gives 'This field may not be blank.'", () => {
    for (const input of ["", "   ", undefined]) {
      const errors = errorsOf(zRequiredText(), input);
      expect(errors).toEqual([{ key: "blank" }]);
      expect(englishMessage(errors[0])).toBe("This field may not be blank.");
    }
  });

  test("VAL-05 filled text is trimmed, and '0' and 'false' count as filled", () => {
    expect(zRequiredText().parse("  North grid  ")).toBe("North grid");
    expect(zRequiredText().parse("0")).toBe("0");
    expect(zRequiredText().parse("false")).toBe("false");
  });
});

describe("zBidRequired", () => {
  test("VAL-05 an empty bid field gives 'This field is required'", () => {
    const errors = errorsOf(zBidRequired(), " ");
    expect(errors).toEqual([{ key: "required" }]);
    expect(englishMessage(errors[0])).toBe("This field is required");
    expect(errorsOf(zBidRequired(), undefined)).toEqual([{ key: "required" }]);
  });

  test("VAL-05 VAL-04 with a schema, an empty bid field is required and a filled one is checked by the schema", () => {
    const price = zBidRequired(zCurrency());
    expect(errorsOf(price, "")).toEqual([{ key: "required" }]);
    expect(errorsOf(price, "12.505")).toEqual([{ key: "decimalPlaces", values: { limit: 2 } }]);
    expect(price.parse(" 12.50 ")).toBe(12.5);
  });

  test("VAL-03 an amount, capacity or number with more than 10 digits before the point is refused, never read as Infinity", () => {
    const tooLong = [{ key: "wholeDigits", values: { limit: 10 } }];
    expect(errorsOf(zCurrency(), "9".repeat(400))).toEqual(tooLong);
    expect(errorsOf(zCurrency(), "12345678901.5")).toEqual(tooLong);
    expect(errorsOf(zCapacity(), "99999999999")).toEqual(tooLong);
    expect(errorsOf(zDecimal(2), "-12345678901")).toEqual(tooLong);
    expect(zCurrency().parse("0009999999999.99")).toBe(9999999999.99);
    expect(zCapacity().parse("1234567890.12345")).toBe(1234567890.12345);
  });
});

describe("zOptional", () => {
  test("VAL-05 an empty optional field becomes undefined; a filled one is still checked", () => {
    const time = zOptional(zTime());
    expect(time.parse("")).toBeUndefined();
    expect(time.parse("  ")).toBeUndefined();
    expect(time.parse(undefined)).toBeUndefined();
    expect(time.parse(null)).toBeUndefined();
    expect(time.parse("08:00")).toBe("08:00");
    expect(errorsOf(time, "24:00")).toEqual([{ key: "time" }]);
  });
});

describe("zDuration", () => {
  test("VAL-01 accepts HH:MM:SS and D HH:MM:SS and gives back D HH:MM:SS", () => {
    expect(zDuration().parse("01:30:00")).toBe("0 01:30:00");
    expect(zDuration().parse(" 1 02:03:04 ")).toBe("1 02:03:04");
  });

  test("VAL-01 an invalid duration gives the duration message; an empty one is blank", () => {
    expect(errorsOf(zDuration(), "24:00:00")).toEqual([{ key: "duration" }]);
    expect(errorsOf(zDuration(), "1:30")).toEqual([{ key: "duration" }]);
    expect(errorsOf(zDuration(), 90)).toEqual([{ key: "duration" }]);
    expect(errorsOf(zDuration(), "")).toEqual([{ key: "blank" }]);
  });
});

describe("zTime", () => {
  test("VAL-02 accepts 00:00 to 23:59 and rejects 24:00", () => {
    expect(zTime().parse("00:00")).toBe("00:00");
    expect(zTime().parse("23:59")).toBe("23:59");
    expect(errorsOf(zTime(), "24:00")).toEqual([{ key: "time" }]);
    expect(errorsOf(zTime(), "7:05")).toEqual([{ key: "time" }]);
  });
});

describe("zDate", () => {
  test("VAL-02 converts DD-MM-YYYY to YYYY-MM-DD and keeps YYYY-MM-DD", () => {
    expect(zDate().parse("29-02-2028")).toBe("2028-02-29");
    expect(zDate().parse("2026-03-15")).toBe("2026-03-15");
  });

  test("VAL-02 an invalid date gives the date message", () => {
    expect(errorsOf(zDate(), "31-02-2026")).toEqual([{ key: "date" }]);
    expect(errorsOf(zDate(), "29-02-2026")).toEqual([{ key: "date" }]);
    expect(errorsOf(zDate(), "15/03/2026")).toEqual([{ key: "date" }]);
  });
});

describe("zDecimal", () => {
  test("VAL-03 more decimals than the default limit of 1 gives the decimal places message with limit 1", () => {
    const errors = errorsOf(zDecimal(), "1.25");
    expect(errors).toEqual([{ key: "decimalPlaces", values: { limit: 1 } }]);
    expect(englishMessage(errors[0])).toBe("Ensure that there are no more than 1 decimal places.");
  });

  test("VAL-03 the limit is carried into the message and values within it are numbers", () => {
    expect(errorsOf(zDecimal(3), "0.1234")).toEqual([{ key: "decimalPlaces", values: { limit: 3 } }]);
    expect(zDecimal(3).parse("0.123")).toBe(0.123);
    expect(zDecimal().parse("-2.5")).toBe(-2.5);
    expect(zDecimal().parse(4)).toBe(4);
  });

  test("VAL-03 text that is not a number gives the number message", () => {
    expect(errorsOf(zDecimal(), "abc")).toEqual([{ key: "number" }]);
    expect(errorsOf(zDecimal(), "1e3")).toEqual([{ key: "number" }]);
  });
});

describe("zCurrency", () => {
  test("VAL-04 accepts up to 2 decimals and gives back a number", () => {
    expect(zCurrency().parse("12")).toBe(12);
    expect(zCurrency().parse("12.50")).toBe(12.5);
    expect(zCurrency().parse(0.01)).toBe(0.01);
  });

  test("VAL-04 3 decimals gives the decimal places message with limit 2; negatives and exponents the currency message", () => {
    expect(errorsOf(zCurrency(), "12.505")).toEqual([{ key: "decimalPlaces", values: { limit: 2 } }]);
    expect(errorsOf(zCurrency(), "-1")).toEqual([{ key: "currency" }]);
    expect(errorsOf(zCurrency(), "1e3")).toEqual([{ key: "currency" }]);
    expect(errorsOf(zCurrency(), "")).toEqual([{ key: "blank" }]);
  });
});

describe("zCapacity", () => {
  test("VAL-04 accepts up to 5 decimals; 6 decimals gives the decimal places message with limit 5", () => {
    expect(zCapacity().parse("1.23456")).toBe(1.23456);
    expect(errorsOf(zCapacity(), "1.234567")).toEqual([{ key: "decimalPlaces", values: { limit: 5 } }]);
    expect(errorsOf(zCapacity(), "-0.5")).toEqual([{ key: "capacity" }]);
    expect(errorsOf(zCapacity(), "5 MW")).toEqual([{ key: "capacity" }]);
  });
});

describe("zPercentage", () => {
  test("VAL-04 accepts 0 and 100 and rejects 100.1 and -1", () => {
    expect(zPercentage().parse("0")).toBe(0);
    expect(zPercentage().parse("100")).toBe(100);
    expect(zPercentage().parse(55.5)).toBe(55.5);
    expect(errorsOf(zPercentage(), "100.1")).toEqual([{ key: "percentage" }]);
    expect(errorsOf(zPercentage(), "-1")).toEqual([{ key: "percentage" }]);
  });
});

describe("with conform's parseWithZod on FormData", () => {
  const schema = z.object({
    name: zRequiredText(),
    price: zBidRequired(zCurrency()),
    date: zDate(),
    start: zTime(),
    maxRuntime: zDuration(),
    share: zOptional(zPercentage()),
    capacity: zCapacity(),
  });

  function formData(entries: Record<string, string>) {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.append(name, value);
    return data;
  }

  test("VAL-01 VAL-02 VAL-04 valid form values are parsed and converted", () => {
    const submission = parseWithZod(
      formData({
        name: " Site A ",
        price: "12.50",
        date: "01-07-2026",
        start: "09:30",
        maxRuntime: "02:00:00",
        share: "",
        capacity: "1.5",
      }),
      { schema },
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Site A",
      price: 12.5,
      date: "2026-07-01",
      start: "09:30",
      maxRuntime: "0 02:00:00",
      share: undefined,
      capacity: 1.5,
    });
  });

  test("VAL-03 VAL-05 errors reach conform as encoded descriptors", () => {
    const submission = parseWithZod(
      formData({
        name: "",
        price: "",
        date: "31-02-2026",
        start: "24:00",
        maxRuntime: "1 24:00:00",
        share: "100.1",
        capacity: "1.234567",
      }),
      { schema },
    );
    expect(submission.status).toBe("error");
    const errors = submission.reply().error!;
    const decoded = Object.fromEntries(
      Object.entries(errors).map(([name, messages]) => [name, messages!.map((message) => decodeMessage(message))]),
    );
    expect(decoded).toEqual({
      name: [{ key: "blank" }],
      price: [{ key: "required" }],
      date: [{ key: "date" }],
      start: [{ key: "time" }],
      maxRuntime: [{ key: "duration" }],
      share: [{ key: "percentage" }],
      capacity: [{ key: "decimalPlaces", values: { limit: 5 } }],
    });
  });
});
