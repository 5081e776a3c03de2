import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api.ts";
import {
  chosenSatDate,
  CUSTOM_DATE,
  emptyForm,
  missingFields,
  missingInformationToast,
  nameProblems,
  onboardedRedirect,
  schoolProblem,
  satDatePresets,
  saveOutcome,
  type OnboardingForm,
} from "./form.ts";

const filled: OnboardingForm = {
  firstName: "Maya",
  lastName: "Chen",
  gradeLevel: "11",
  satHistory: "once",
  school: "Albertville High School",
  chosenSchool: {
    id: "010000500871",
    name: "Albertville High School",
    location: "Albertville, AL",
  },
  satDateChoice: "2027-03-13",
  customSatDate: "",
};

const ok = { status: "fulfilled", value: {} } as const;
const failed = (status: number, body = "") =>
  ({ status: "rejected", reason: new ApiError(status, "", body) }) as const;

describe("the Missing Information toast", () => {
  it("given an empty form, names every field in the form's order", () => {
    expect(missingInformationToast(missingFields(emptyForm))).toEqual({
      title: "Missing Information",
      description:
        "Please fill out: First Name, Last Name, Grade Level, SAT Testing History, School Name, SAT Date",
    });
  });

  it("given blanks that are only spaces, counts them as missing", () => {
    expect(missingFields({ ...filled, firstName: "  ", school: " " })).toEqual([
      "First Name",
      "School Name",
    ]);
  });

  it("given 'Other/Custom Date' without a day picked, asks for the SAT date", () => {
    const custom = { ...filled, satDateChoice: CUSTOM_DATE, customSatDate: "" };
    expect(missingFields(custom)).toEqual(["SAT Date"]);
    expect(missingFields({ ...custom, customSatDate: "2027-01-09" })).toEqual([]);
    expect(chosenSatDate({ ...custom, customSatDate: "2027-01-09" })).toBe("2027-01-09");
  });

  it("given a complete form, finds nothing missing", () => {
    expect(missingFields(filled)).toEqual([]);
  });
});

describe("name checks before sending", () => {
  it("given a name with a digit or a tag, says so under that field", () => {
    expect(nameProblems({ ...filled, firstName: "Maya2", lastName: "<b>" })).toEqual({
      firstName: "First Name must be a name (letters, spaces, hyphens, apostrophes).",
      lastName: "Last Name must be a name (letters, spaces, hyphens, apostrophes).",
    });
  });

  it("given names in other scripts and with apostrophes, finds no problem", () => {
    expect(nameProblems({ ...filled, firstName: "José", lastName: "O'Brien-Nuñez" })).toEqual({});
  });
});

describe("a typed school", () => {
  it("given a right-to-left override or a zero-width space, names the problem under the field", () => {
    for (const school of ["Lincoln \u202eloohcS hgiH", "Lincoln\u200b High"]) {
      expect(schoolProblem({ ...filled, school, chosenSchool: null })).toBe(
        "School Name has an invisible or control character (pasted text can carry one). Please type it again.",
      );
    }
  });

  it("given a school name in any script, finds no problem", () => {
    for (const school of ["Albertville High School", "École Saint-Jean", "مدرسة النور"]) {
      expect(schoolProblem({ ...filled, school, chosenSchool: null })).toBeNull();
    }
  });
});

describe("SAT dates", () => {
  it("given today, offers the later administrations with readable labels", () => {
    const presets = satDatePresets("2027-03-13");
    expect(presets.map((p) => p.value)).toEqual(["2027-05-01", "2027-06-05"]);
    expect(presets[0]).toEqual({
      value: "2027-05-01",
      label: "Saturday, May 1, 2027",
      anticipated: true,
    });
  });
});

describe("the saves' outcome", () => {
  it("given three successes, is saved", () => {
    expect(saveOutcome({ demographics: ok, school: ok, satDate: ok })).toEqual({ kind: "saved" });
  });

  it("given any failure carrying 401, is logged out (even beside other failures)", () => {
    expect(saveOutcome({ demographics: failed(500), school: failed(401), satDate: ok }).kind).toBe(
      "logged-out",
    );
  });

  it("given failures without 401, has the spec's toast for each failed save", () => {
    expect(saveOutcome({ demographics: ok, school: failed(500), satDate: failed(400) })).toEqual({
      kind: "failed",
      toasts: [
        { title: "Error", description: "Failed to save school. Please try again." },
        { title: "Error", description: "Failed to save SAT date. Please try again." },
      ],
    });
  });

  it("given a network failure (no response), reports the save as failed, not logged out", () => {
    const offline = { status: "rejected", reason: new TypeError("Failed to fetch") } as const;
    expect(saveOutcome({ demographics: offline, school: ok, satDate: ok })).toEqual({
      kind: "failed",
      toasts: [{ title: "Error", description: "Failed to save demographics. Please try again." }],
    });
  });
});

describe("an already onboarded student", () => {
  const user = {
    gradeLevel: "11",
    school: "Albertville High School",
    satDate: "2027-03-13",
    diagnosticCompleted: false,
  };
  it("goes on to the diagnostic, or home once it is done", () => {
    expect(onboardedRedirect(user)).toBe("/diagnostic");
    expect(onboardedRedirect({ ...user, diagnosticCompleted: true })).toBe("/");
  });
  it("sees the form while any of grade level, school and SAT date is missing, or as a visitor", () => {
    expect(onboardedRedirect({ ...user, satDate: null })).toBeNull();
    expect(onboardedRedirect({ ...user, school: null })).toBeNull();
    expect(onboardedRedirect(null)).toBeNull();
  });
});
