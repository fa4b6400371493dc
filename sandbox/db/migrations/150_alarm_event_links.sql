-- An alert's events are events of the inspection (same ids): one event may be folded into the
-- alerts of several conditions, so an alert event is keyed by its alert and its id, and the
-- event inspection finds an alert's events by the alert (its drawer links to all of them).
alter table alarm_events drop constraint alarm_events_pkey;
alter table alarm_events add primary key (alarm_id, id);
