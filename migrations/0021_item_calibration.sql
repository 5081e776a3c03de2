-- Item calibration (issue 20): the latest parameters estimated from students' answers by
-- marginal maximum likelihood (`levelfield calibrate` or the admin screen's button;
-- domain/questions/mml.ts), folded by the `questions` projection from QuestionCalibrated. Null
-- until the question is first calibrated; the bank (api/questions/bank.ts) uses them when present:
-- the diagnostic its {a, b, c}, the Daily Drop its a and c with question_stats.current_b, which a
-- calibration resets to the calibrated b (the online Elo step, domain/questions/calibration.ts,
-- continues from it).
alter table questions
  add column cal_a double precision null,
  add column cal_b double precision null,
  add column cal_c double precision null,
  add column calibrated_at timestamptz null,
  -- the responses the estimate used
  add column cal_responses integer null,
  -- the item fit: RMSD between observed and expected proportion correct, and whether it is
  -- above the flag threshold (shown on the admin screen)
  add column fit_rmsd double precision null,
  add column fit_flagged boolean not null default false,
  -- the run that calibrated it last (QuestionCalibrated.calibrationId)
  add column calibration_id uuid null;
