import { describe, expect, it } from "vitest";
import { analystName, ERASED_ANALYST } from "./name.ts";

describe("the access log's name for an analyst", () => {
  it("given a username, then the username (even with an email)", () => {
    expect(analystName({ username: "CuriousHeron314", email: "a@example.com" })).toBe(
      "CuriousHeron314",
    );
  });

  it("given no username, then the email, never an account id", () => {
    expect(analystName({ username: null, email: "plain.analyst@example.com" })).toBe(
      "plain.analyst@example.com",
    );
  });

  it("given neither (personal data forgotten), then 'An erased account'", () => {
    expect(analystName({ username: null, email: null })).toBe(ERASED_ANALYST);
    expect(analystName({ username: " ", email: "" })).toBe(ERASED_ANALYST);
  });
});
