-- Access tokens name their session (refresh-token family). Every recheck of a token asks whether that
-- session has ended (a token of the family revoked without a successor: signed out, or revoked as leaked);
-- this index answers it without reading the family's rotated tokens.
create index refresh_tokens_ended_family_idx on refresh_tokens (family_id)
  where revoked_at is not null and replaced_by is null;
