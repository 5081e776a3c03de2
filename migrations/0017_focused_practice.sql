-- Focused practice (issue 19): practice_answers also holds the answers and skips of focused sets
-- (projection `practice`; domain/practice/events.ts FocusedAnswerSubmitted, FocusedQuestionSkipped),
-- each with the set it belongs to. A Daily Drop answer has no set (set_id null). The key becomes
-- (user_id, day, question_id, set_id) with nulls not distinct: a drop's question answered once a
-- day as before, and the same question in a set (a set never holds one of today's drop, but a drop
-- assigned after a set could; the decider keeps them apart, the key would not clash anyway) is
-- its own row.
alter table practice_answers add column set_id uuid;
alter table practice_answers drop constraint practice_answers_pkey;
alter table practice_answers
  add constraint practice_answers_answer_key unique nulls not distinct (user_id, day, question_id, set_id);
