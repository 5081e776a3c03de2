import { describe, expect, it } from "vitest";
import { properCaseCity, properCaseSchoolName } from "./names.ts";

// Every left-hand name is a row of ../shared/data/nces-high-schools-2009-10.csv.
const schools: [string, string][] = [
  ["ALBERTVILLE HIGH SCH", "Albertville High School"],
  ["SEQUOYAH SCH - CHALKVILLE CAMPUS", "Sequoyah School - Chalkville Campus"],
  ["DET CTR", "Detention Center"],
  ["HOOVER HIGH FRESHMAN CTR", "Hoover High Freshman Center"],
  ["MARSHALL ALT SCH", "Marshall Alternative School"],
  ["BRINDLEE MT HIGH SCH", "Brindlee Mountain High School"],
  ["MT TIPTON ELEMENTARY SCHOOL", "Mount Tipton Elementary School"],
  ["MT. PLEASANT HIGH", "Mt. Pleasant High"],
  ["AUTAUGA CO TECH CTR", "Autauga County Tech Center"],
  ["KANKAKEE AREA CO-OP DAY SCHOOL", "Kankakee Area Co-op Day School"],
  ["CARBONDALE COMM H S", "Carbondale Community High School"],
  ["COMM H S DIST 99 - SOUTH HIGH SCH", "Community High School District 99 - South High School"],
  ["LINCOLN JR/SR HIGH", "Lincoln Junior/Senior High"],
  ["JOPPA JR & SR HIGH SCHOOL", "Joppa Junior & Senior High School"],
  ["ROSSVILLE JR.-SR. HIGH SCHOOL", "Rossville Junior-Senior High School"],
  ["ATHENS SR HIGH SCHOOL", "Athens Senior High School"],
  ["GEORGE MORGAN SR. H.S.", "George Morgan Senior High School"],
  ["MONACA JSHS", "Monaca Junior/Senior High School"],
  ["ROOSEVELT SHS", "Roosevelt Senior High School"],
  ["MCKINLEY TECHNOLOGY HS", "McKinley Technology High School"],
  ["HOBOKEN CS", "Hoboken Charter School"],
  ["WILLIAM E. DOAR JR (WEDJ) EDGEWOOD PCS", "William E. Doar Jr. (Wedj) Edgewood PCS"],
  ["MARTIN LUTHER KING, JR. HIGH SCHOOL", "Martin Luther King, Jr. High School"],
  ["MARTIN LUTHER KING JR HIGH SCHOOL", "Martin Luther King Jr. High School"],
  ["CORINTH JR HIGH SCHOOL", "Corinth Junior High School"],
  [
    "DR. LEWIS DOLPHIN STALLWORTH SR. CHARTER SCHOOLS,",
    "Dr. Lewis Dolphin Stallworth Sr. Charter Schools,",
  ],
  ["WEST-MEC - SANDRA DAY O'CONNOR HIGH SCHOOL", "West-MEC - Sandra Day O'Connor High School"],
  ["D'EVELYN JUNIOR/SENIOR HIGH SCHOOL", "D'Evelyn Junior/Senior High School"],
  [
    "MAVERICKS HIGH, D. WADE'S SCHOOL OF NORTH MIAMI DA",
    "Mavericks High, D. Wade's School of North Miami Da",
  ],
  ["MC CLAVE UNDIVIDED HIGH SCHOOL", "McClave Undivided High School"],
  ["DR RONALD MC NAIR ACAD HS", "Dr. Ronald McNair Academy High School"],
  ["GEN DOUGLAS MACARTHUR SENIOR HIGH SCHOOL", "Gen Douglas MacArthur Senior High School"],
  ["INTERNATIONAL ACADEMY OF MACOMB", "International Academy of Macomb"],
  ["SUMMIT HIGH SCHOOL, II", "Summit High School, II"],
  ["EVANS HIGH 9TH GRADE CENTER", "Evans High 9th Grade Center"],
  ["KATE D SMITH DAR HIGH SCH", "Kate D Smith DAR High School"],
  ["C R E A T E CS", "C R E A T E Charter School"],
  ["A MACEO SMITH HIGH SCHOOL", "A Maceo Smith High School"],
  ["SABINE PROGRAM FOR AT-RISK STUDENTS", "Sabine Program for At-Risk Students"],
  ["VANCOUVER SCHOOL OF ARTS AND ACADEMICS", "Vancouver School of Arts and Academics"],
  [
    "CASA RAMONA ACADEMY FOR TECHNOLOGY, COMMUNITY, AND",
    "Casa Ramona Academy for Technology, Community, and",
  ],
  [
    "LENNOX MATHEMATICS, SCIENCE, AND TECHNOLOGY ACADEM",
    "Lennox Mathematics, Science, and Technology Academy",
  ],
  ["DE SOTO HIGH SCHOOL", "De Soto High School"],
  ["SIU CHARTER SCH OF EAST ST LOUIS", "SIU Charter School of East St. Louis"],
  ["HOGAN ST REGIONAL YOUTH CTR.", "Hogan Street Regional Youth Center"],
  ["ST. JOHNS COUNTY JAIL (DJJ)", "St. Johns County Jail (DJJ)"],
  ["PTEC - ST PETERSBURG", "PTEC - St. Petersburg"],
  ["BERTIE STEM HIGH", "Bertie STEM High"],
  ["KIPP DENVER COLLEGIATE HIGH SCHOOL", "KIPP Denver Collegiate High School"],
  ["KIPP:DELTA COLLEGE PREP HIGH SCHOOL", "KIPP:Delta College Preparatory High School"],
  ["CROSBYTON DAEP", "Crosbyton DAEP"],
  ["ED W CLARK HIGH SCHOOL", "Ed W Clark High School"],
  ["TARRANT ED CTR", "Tarrant Education Center"],
  ["CARRIER MILLS-STONEFORT H S", "Carrier Mills-Stonefort High School"],
  ["PS 169 ROBERT F KENNEDY", "PS 169 Robert F Kennedy"],
  ["POLARIS K-12 SCHOOL", "Polaris K-12 School"],
];

describe("properCaseSchoolName", () => {
  it.each(schools)("%s → %s", (raw, expected) => {
    expect(properCaseSchoolName(raw)).toBe(expected);
  });

  it("keeps other known acronyms and mid-name Spanish articles", () => {
    expect(properCaseSchoolName("IDEA COLLEGE PREP")).toBe("IDEA College Preparatory");
    expect(properCaseSchoolName("HERNANDO DE SOTO HIGH SCHOOL")).toBe(
      "Hernando de Soto High School",
    );
  });

  it("keeps accented letters and cases them (Latin-1 files decode to these)", () => {
    expect(properCaseSchoolName("PEÑASCO HIGH")).toBe("Peñasco High");
    expect(properCaseSchoolName("ESCUELA PÚBLICA DEL NORTE")).toBe("Escuela Pública del Norte");
  });

  it("leaves a name that already has lower case as it is, apart from spaces", () => {
    expect(properCaseSchoolName("  McDonogh  School ")).toBe("McDonogh School");
    expect(properCaseSchoolName("iLEAD Academy")).toBe("iLEAD Academy");
  });

  it("collapses spaces and copes with empty input", () => {
    expect(properCaseSchoolName("  HOOVER    HIGH  SCH ")).toBe("Hoover High School");
    expect(properCaseSchoolName("   ")).toBe("");
  });
});

const cities: [string, string][] = [
  ["ST LOUIS", "St. Louis"],
  ["ST. PAUL", "St. Paul"],
  ["MT MEIGS", "Mount Meigs"],
  ["MT. PLEASANT", "Mount Pleasant"],
  ["FT LAUDERDALE", "Fort Lauderdale"],
  ["FT WALTON BCH", "Fort Walton Beach"],
  ["N CHARLESTON", "North Charleston"],
  ["N. LAS VEGAS", "North Las Vegas"],
  ["W TERRE HAUTE", "West Terre Haute"],
  ["SO SIOUX CITY", "South Sioux City"],
  ["MIDDLEBURG HTS", "Middleburg Heights"],
  ["PRINCETON JCT", "Princeton Junction"],
  ["MC ALLEN", "McAllen"],
  ["MCKEESPORT", "McKeesport"],
  ["O FALLON", "O'Fallon"],
  ["BESSEMER CIT", "Bessemer City"],
  ["CHARLOTTE C H", "Charlotte Court House"],
  ["KING AND QUEEN C H", "King and Queen Court House"],
  ["PONCE DE LEON", "Ponce de Leon"],
  ["DU QUOIN", "Du Quoin"],
  ["DISTRICT OF COLUMBIA", "District of Columbia"],
  ["SAULT STE. MARIE", "Sault Ste. Marie"],
  ["T OR C", "T or C"],
  ["BEALE AFB", "Beale AFB"],
  ["PINETOP-LAKESIDE", "Pinetop-Lakeside"],
  ["STEM", "Stem"],
];

describe("properCaseCity", () => {
  it.each(cities)("%s → %s", (raw, expected) => {
    expect(properCaseCity(raw)).toBe(expected);
  });

  it("cases whole words and accents, and keeps no acronyms in place names", () => {
    expect(properCaseCity("SAINT LOUIS")).toBe("Saint Louis");
    expect(properCaseCity("PEÑASCO")).toBe("Peñasco");
    expect(properCaseCity("IDEA")).toBe("Idea");
  });

  it("does not read a lone N, S, E or W as a direction", () => {
    expect(properCaseCity("E")).toBe("E");
  });
});
