-- The alert list cuts its newest-first page on the alerts' own indexes, with or without a status
-- filter (the id is the tiebreaker of every list order).
drop index alarms_status_triggered;
create index alarms_status_triggered on alarms (status, triggered_on desc, id desc);
create index alarms_triggered on alarms (triggered_on desc, id desc);
