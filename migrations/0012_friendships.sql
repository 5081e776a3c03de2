-- Friends (projections/friends): each student's side of every friendship and pending request, one
-- row per side, so "my friends" and "requests waiting for me" are single index lookups:
-- 'friends' on both rows; a pending request is 'requested' on the asker's row and 'incoming' on
-- the other's. A decline or a removal deletes both rows. Usernames and progress are joined from
-- the users and practice tables when read: nothing else about a friend is kept here. Erasure
-- deletes every row that names the student, on either side (personalRows: user_id, friend_id).
create table friendships (
  user_id uuid not null,
  friend_id uuid not null,
  status text not null check (status in ('friends', 'requested', 'incoming')),
  since timestamptz not null,
  primary key (user_id, friend_id)
);
create index friendships_friend_id on friendships (friend_id);
