import { describe, expect, it } from "vitest";
import { directorySchoolId, normaliseSchoolName, schoolGroup, zipArea } from "./groups.ts";

describe("normaliseSchoolName", () => {
  it("given names differing in case, punctuation and spaces, then they are the same school", () => {
    expect(normaliseSchoolName("St. Mary's  High School")).toBe("st marys high school");
    expect(normaliseSchoolName("st marys high-school ")).toBe("st marys high school");
    expect(normaliseSchoolName("  ST MARY’S HIGH   SCHOOL!")).toBe("st marys high school");
  });

  it("given accents, then they are dropped", () => {
    expect(normaliseSchoolName("Escuela José Martí")).toBe("escuela jose marti");
  });

  it("given only punctuation, then nothing is left", () => {
    expect(normaliseSchoolName(" -- ! ")).toBe("");
  });
});

describe("school groups", () => {
  it("given a directory school, then its id and the first three digits of its ZIP", () => {
    expect(schoolGroup({ schoolId: "360007702877", name: "Brooklyn Tech", zip: "11217" })).toEqual({
      schoolKey: "school:360007702877",
      zipArea: "112",
    });
    expect(directorySchoolId("school:360007702877")).toBe("360007702877");
  });

  it("given a directory school without a usable ZIP, then no region", () => {
    expect(schoolGroup({ schoolId: "A1234567", name: "Some Academy", zip: null }).zipArea).toBe(
      null,
    );
    expect(zipArea("ABCDE")).toBe(null);
    expect(zipArea("02139-4307")).toBe("021");
  });

  it("given a typed name in the clear, then the normalised name and no region", () => {
    expect(schoolGroup({ schoolId: null, name: "Lovelace Study Co-op", zip: null })).toEqual({
      schoolKey: "typed:lovelace study co op",
      zipArea: null,
    });
    expect(directorySchoolId("typed:lovelace study co op")).toBe(null);
  });

  it("given a sealed typed name with its group key, then the key's group and no region", () => {
    const key = "Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0";
    expect(
      schoolGroup({ schoolId: null, name: "pd1.aaaa.bbbb.cccc", zip: null, typedSchoolKey: key }),
    ).toEqual({ schoolKey: `typed:${key}`, zipArea: null });
    // Another seal of the same school (each seal differs) with the same key: the same group.
    expect(
      schoolGroup({ schoolId: null, name: "pd1.dddd.eeee.ffff", zip: null, typedSchoolKey: key })
        .schoolKey,
    ).toBe(`typed:${key}`);
    expect(directorySchoolId(`typed:${key}`)).toBe(null);
  });

  it("given a sealed typed name without a key (absent or null), then no school group: nobody else's seal can match it", () => {
    expect(schoolGroup({ schoolId: null, name: "pd1.aaaa.bbbb.cccc", zip: null })).toEqual({
      schoolKey: null,
      zipArea: null,
    });
    expect(
      schoolGroup({ schoolId: null, name: "pd1.aaaa.bbbb.cccc", zip: null, typedSchoolKey: null }),
    ).toEqual({ schoolKey: null, zipArea: null });
  });

  it("given a directory school whose event also has a null key, then still the directory school", () => {
    expect(
      schoolGroup({
        schoolId: "360007702877",
        name: "Brooklyn Tech",
        zip: "11217",
        typedSchoolKey: null,
      }),
    ).toEqual({ schoolKey: "school:360007702877", zipArea: "112" });
  });
});
