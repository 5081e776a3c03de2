// The small rules the shell applies, checked without a browser.
import { describe, expect, it } from "vitest";
import { ApiError } from "./api.ts";
import { displayName } from "./auth.ts";
import { initials } from "../components/ui/avatar.tsx";

describe("errors from the API", () => {
  it("reads 'status: body text', or the status text when the body is empty", () => {
    expect(new ApiError(409, "Conflict", '{"error":"Conflict","message":"Taken."}').message).toBe(
      '409: {"error":"Conflict","message":"Taken."}',
    );
    expect(new ApiError(502, "Bad Gateway", "").message).toBe("502: Bad Gateway");
  });

  it("offers the server's own sentence when the body has one, and nothing otherwise", () => {
    expect(
      new ApiError(401, "Unauthorized", '{"error":"x","message":"Incorrect email or password."}')
        .serverMessage,
    ).toBe("Incorrect email or password.");
    expect(new ApiError(502, "Bad Gateway", "<html>proxy</html>").serverMessage).toBeNull();
    expect(new ApiError(500, "", '{"message":""}').serverMessage).toBeNull();
  });
});

describe("what the navigation bar calls the user", () => {
  const user = { firstName: null, lastName: null, email: null };
  it("uses the name, then the email's local part, then 'User'", () => {
    expect(displayName({ ...user, firstName: "Maya", lastName: "Chen" })).toBe("Maya Chen");
    expect(displayName({ ...user, firstName: "  ", email: "maya.c@example.com" })).toBe("maya.c");
    expect(displayName(user)).toBe("User");
  });

  it("draws initials from the name, else the email, else U", () => {
    expect(initials("maya", "chen", "x@example.com")).toBe("MC");
    expect(initials(null, null, "sam@example.com")).toBe("S");
    expect(initials(null, null, null)).toBe("U");
  });
});
