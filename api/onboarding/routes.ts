// Onboarding's three saves (POST /api/onboarding/demographics, /school, /sat-date), as the
// spec's call table has them. Each validates everything before anything is sealed or appended,
// appends one decision, waits (bounded) for the users read model, and answers the updated user
// so the client's cached user is fresh.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  gradeLevels,
  NAME_MAX_LENGTH,
  PERSON_NAME_MESSAGE,
  PERSON_NAME_PATTERN,
  satHistories,
  SCHOOL_NAME_MAX_LENGTH,
} from "../../domain/identity/onboarding-rules.ts";
import type { ApiDeps } from "../deps.ts";
import type { Accounts } from "../identity/accounts.ts";
import { ownUserAfterWrite } from "../identity/user-routes.ts";
import { errorBody, HttpError } from "../plugins/errors.ts";
import { currentUserId, requireUser } from "../plugins/session.ts";
import { userSchema } from "../schemas/identity.ts";
import { freeText } from "../schemas/text.ts";
import { findSchool } from "../../database/schools/directory.ts";
import { typedSchoolKey } from "./typed-school.ts";

/** A person's name as typed (the rule the onboarding form checks too: nameProblem). */
const personName = z
  .string()
  .trim()
  .min(1, "is required")
  .max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`)
  .regex(PERSON_NAME_PATTERN, PERSON_NAME_MESSAGE);

const demographics = z.strictObject({
  firstName: personName,
  lastName: personName,
  // The form sends "11"; a number is read the same way.
  gradeLevel: z
    .union([z.enum(gradeLevels), z.number().int().min(9).max(12).transform(String)], {
      error: "must be 9, 10, 11 or 12",
    })
    .pipe(z.enum(gradeLevels)),
  satHistory: z.enum(satHistories, { error: "must be never, once or multiple" }),
  /** The browser's IANA time zone (Intl.DateTimeFormat().resolvedOptions().timeZone). */
  timeZone: z.string().max(64).optional(),
});

const school = z.strictObject({
  school: freeText(
    z
      .string()
      .trim()
      .min(1, "is required")
      .max(SCHOOL_NAME_MAX_LENGTH, `must be at most ${SCHOOL_NAME_MAX_LENGTH} characters`),
  ),
  /** The directory id when the student picked a search result; absent for a typed school. */
  schoolId: z.string().trim().min(1).max(20).optional(),
});

const satDate = z.strictObject({
  satDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2027-03-13 (yyyy-MM-dd)"),
});

export function onboardingRoutes(deps: ApiDeps, accounts: Accounts): FastifyPluginAsyncZod {
  const responses = { 200: userSchema, 400: errorBody, 401: errorBody };

  return async (app) => {
    app.addHook("preHandler", requireUser);

    app.post(
      "/api/onboarding/demographics",
      {
        schema: {
          summary: "Save the student's name, grade level and SAT history (and time zone)",
          tags: ["onboarding"],
          body: demographics,
          response: responses,
        },
      },
      async (request) => {
        const userId = currentUserId(request);
        const { firstName, lastName, gradeLevel, satHistory, timeZone } = request.body;
        const sealed = await deps.vault.sealFields(userId, { firstName, lastName });
        await accounts.runUserCommand(userId, {
          type: "RecordDemographics",
          firstName: sealed.firstName!,
          lastName: sealed.lastName!,
          gradeLevel,
          satHistory,
          ...(timeZone === undefined ? {} : { timeZone }),
        });
        return ownUserAfterWrite(deps, accounts, userId);
      },
    );

    app.post(
      "/api/onboarding/school",
      {
        schema: {
          summary: "Save the student's school: a directory school (schoolId) or typed text",
          tags: ["onboarding"],
          body: school,
          response: responses,
        },
      },
      async (request) => {
        const userId = currentUserId(request);
        const { schoolId } = request.body;
        let chosen: {
          schoolId: string | null;
          name: string;
          zip: string | null;
          typedSchoolKey: string | null;
        };
        if (schoolId === undefined) {
          // Free text the student typed can name them: sealed like their name. Its keyed hash
          // groups the students who typed the same school for rankings.
          chosen = {
            schoolId: null,
            name: await deps.vault.seal(userId, request.body.school),
            zip: null,
            typedSchoolKey: typedSchoolKey(deps.keys.schoolGroup, request.body.school),
          };
        } else {
          // A directory school is public reference data, kept in the clear for rankings.
          const found = await findSchool(deps.pool, schoolId);
          if (!found) throw new HttpError(400, "schoolId: no school in the directory has this id");
          chosen = { schoolId: found.id, name: found.name, zip: found.zip, typedSchoolKey: null };
        }
        await accounts.runUserCommand(userId, { type: "ChooseSchool", ...chosen });
        return ownUserAfterWrite(deps, accounts, userId);
      },
    );

    app.post(
      "/api/onboarding/sat-date",
      {
        schema: {
          summary: "Save the date of the SAT the student is preparing for (yyyy-MM-dd, not past)",
          tags: ["onboarding"],
          body: satDate,
          response: responses,
        },
      },
      async (request) => {
        const userId = currentUserId(request);
        await accounts.runUserCommand(userId, {
          type: "ChooseSatDate",
          satDate: request.body.satDate,
        });
        return ownUserAfterWrite(deps, accounts, userId);
      },
    );
  };
}
