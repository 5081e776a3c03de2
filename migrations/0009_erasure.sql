-- Erasure in the read model (projections/erasure.ts). When the projector meets UserErased it
-- deletes the student's rows from every table a projection declares as personal, live and in a
-- rebuild alike, and records the erasure here with the event's position, so an event of that
-- student that comes after it in the log (a request already in flight when the account was
-- erased) is not applied and cannot bring a row back. Only the random account id is kept: no
-- name, email or anything typed.
create table erased_users (
  user_id uuid primary key,
  -- the UserErased event's position in the event store (opaque; compared by the adapter)
  position text not null,
  erased_at timestamptz not null
);
