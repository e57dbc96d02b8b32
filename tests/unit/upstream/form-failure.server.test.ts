import { describe, expect, test, vi } from "vitest";
import { logger } from "~/observability/logger.server";
import { UpstreamDataError, UpstreamError, UpstreamUnavailableError } from "~/upstream/errors";
import { upstreamFailure, upstreamFailureAnswer } from "~/upstream/form-failure.server";

const refused = (status: number) => new UpstreamError(status, "flex/operator/competitions/", "A server error occurred.");

describe("an upstream failure on a form post", () => {
  test("CALL-08 a failure that is not the user's doing has its status and the error page's text for it", () => {
    expect(upstreamFailure(refused(500))).toEqual({ status: 502, message: "common:errors.generic.detail.502" });
    expect(upstreamFailure(refused(503))).toEqual({ status: 503, message: "common:errors.generic.detail.503" });
    expect(upstreamFailure(refused(504))).toEqual({ status: 504, message: "common:errors.generic.detail.504" });
    expect(upstreamFailure(new UpstreamDataError("flex/bids/", "expected an array"))).toEqual({ status: 502, message: "common:errors.generic.detail.502" });
    expect(upstreamFailure(new UpstreamUnavailableError("flex/bids/", true))).toEqual({ status: 504, message: "common:errors.generic.detail.504" });
    expect(upstreamFailure(new UpstreamUnavailableError("flex/bids/", false))).toEqual({ status: 503, message: "common:errors.generic.detail.503" });
  });

  test("CALL-08 refusals, sign-in, permission, not found and bugs are not failures of the upstream", () => {
    for (const status of [400, 401, 403, 404, 409]) expect(upstreamFailure(refused(status))).toBeNull();
    expect(upstreamFailure(new TypeError("x is undefined"))).toBeNull();
    expect(upstreamFailure(new Response(null, { status: 302 }))).toBeNull();
  });

  test("CALL-08 the form's answer carries the message and what was typed, with the failure's status, and is logged as a warning", () => {
    const warned = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const answer = upstreamFailureAnswer(refused(503), (message) => ({ reply: { initialValue: { reason: "Missing insurance" }, error: { "": [message] } } }));
    expect(answer.init?.status).toBe(503);
    expect(answer.data).toEqual({ reply: { initialValue: { reason: "Missing insurance" }, error: { "": ["common:errors.generic.detail.503"] } } });
    expect(warned).toHaveBeenCalledWith(expect.objectContaining({ status: 503 }), expect.any(String));
  });

  test("CALL-08 anything else is thrown on unchanged, to the guard and the error page", () => {
    const build = vi.fn();
    for (const error of [refused(401), refused(403), refused(404), new Error("bug")]) {
      expect(() => upstreamFailureAnswer(error, build)).toThrow(error);
    }
    expect(build).not.toHaveBeenCalled();
  });
});
