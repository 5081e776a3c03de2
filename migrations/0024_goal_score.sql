-- The goal score (issue 30): the SAT total a student aims for, which Test Readiness measures
-- against (projection `users`, from GoalScoreSet; domain/practice/goal-score.ts). Null: no goal
-- set, and no readiness percent is shown. No rebuild is needed: no GoalScoreSet was recorded
-- before this column existed.
alter table users add column goal_score smallint;
