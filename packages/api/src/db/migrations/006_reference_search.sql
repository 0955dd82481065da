-- Searchable references (`referenceChoices`): forms and filters search stores, merchants, customers, cities
-- and categories by any part of their name. Trigram indexes serve `ilike '%…%'`; the (label, id) indexes
-- serve the first page of an empty search, in label order.
create extension if not exists pg_trgm;

create index stores_name_trgm_idx on stores using gin (name gin_trgm_ops);
create index merchants_legal_name_trgm_idx on merchants using gin (legal_name gin_trgm_ops);
create index merchants_legal_name_idx on merchants (legal_name, id);
create index customers_name_trgm_idx on customers using gin (name gin_trgm_ops);
create index customers_email_trgm_idx on customers using gin (email gin_trgm_ops);
create index cities_name_trgm_idx on cities using gin (name gin_trgm_ops);
create index cities_name_idx on cities (name, id);
create index categories_name_trgm_idx on categories using gin (name gin_trgm_ops);
create index categories_name_idx on categories (name, id);
