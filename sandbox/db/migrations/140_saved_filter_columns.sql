-- Saved filters keep the event table's column choice (issue 15): the ids of the visible columns,
-- in the table's order. Null: a filter saved before, or without a choice (the table keeps the
-- user's columns when it is opened).
alter table saved_filters add column columns text[];
