-- The event list filtered by an event type (a filter the console offers on every page, and a
-- row's "Filter for this value") found its page on events_reported, reading past every event of
-- the other types: for a rare type (a DLL load blocked is a few percent of the events) a 50-row
-- page read thousands of index entries, the slowest read when 20 sessions load lists at once.
-- Here the page is the first rows of the type, in the list's date order.
create index events_type_reported on events (event_type, reported_at desc, id desc)
  include (company_id, computer_id, action, hash_class);
