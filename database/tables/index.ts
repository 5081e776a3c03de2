// Every table with a row schema in database/tables/, by its name: the drift test checks each
// against the migrated database.
import type { z } from "zod";
import { activityDailyRow } from "./activity-daily.ts";
import { analystAccessesRow } from "./analyst-accesses.ts";
import { attemptThrottleRow } from "./attempt-throttle.ts";
import { erasedUsersRow } from "./erased-users.ts";
import { friendshipsRow } from "./friendships.ts";
import { inviteCodesRow } from "./invite-codes.ts";
import { itemResponsesRow } from "./item-responses.ts";
import { learningHistoryRow } from "./learning-history.ts";
import { passwordResetLinksRow } from "./password-reset-links.ts";
import { personalDataKeysRow } from "./personal-data-keys.ts";
import { practiceAnswersRow } from "./practice-answers.ts";
import { practiceDaysRow } from "./practice-days.ts";
import { practiceStudentsRow } from "./practice-students.ts";
import { projectionCheckpointsRow } from "./projection-checkpoints.ts";
import { questionReportsRow } from "./question-reports.ts";
import { questionStatsRow } from "./question-stats.ts";
import { questionsRow } from "./questions.ts";
import { rankingHistogramsRow } from "./ranking-histograms.ts";
import { rankingSchoolsRow } from "./ranking-schools.ts";
import { rankingStudentsRow } from "./ranking-students.ts";
import { rankingWeeksRow } from "./ranking-weeks.ts";
import { schoolWordsRow } from "./school-words.ts";
import { schoolsRow } from "./schools.ts";
import { sessionsRow } from "./sessions.ts";
import { studyPlansRow } from "./study-plans.ts";
import { studySessionsRow } from "./study-sessions.ts";
import { tipBookmarksRow } from "./tip-bookmarks.ts";
import { usersRow } from "./users.ts";

export const tableRows = {
  activity_daily: activityDailyRow,
  analyst_accesses: analystAccessesRow,
  attempt_throttle: attemptThrottleRow,
  erased_users: erasedUsersRow,
  friendships: friendshipsRow,
  invite_codes: inviteCodesRow,
  item_responses: itemResponsesRow,
  learning_history: learningHistoryRow,
  password_reset_links: passwordResetLinksRow,
  personal_data_keys: personalDataKeysRow,
  practice_answers: practiceAnswersRow,
  practice_days: practiceDaysRow,
  practice_students: practiceStudentsRow,
  projection_checkpoints: projectionCheckpointsRow,
  question_reports: questionReportsRow,
  question_stats: questionStatsRow,
  questions: questionsRow,
  ranking_histograms: rankingHistogramsRow,
  ranking_schools: rankingSchoolsRow,
  ranking_students: rankingStudentsRow,
  ranking_weeks: rankingWeeksRow,
  school_words: schoolWordsRow,
  schools: schoolsRow,
  sessions: sessionsRow,
  study_plans: studyPlansRow,
  study_sessions: studySessionsRow,
  tip_bookmarks: tipBookmarksRow,
  users: usersRow,
} as const satisfies Record<string, z.ZodObject>;
