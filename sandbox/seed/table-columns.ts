// The columns of the tables both the seed and the simulator write (insertRows), in the order of
// their rows: one list each, so a column added to the table is added to every writer's rows.

/** events: a reported event (seeded, scripted, blocked, or the simulator's live ones). */
export const EVENT_COLUMNS: Array<[name: string, pgType: string]> = [
  ['id', 'bigint'],
  ['reported_at', 'timestamptz'],
  ['company_id', 'int'],
  ['site_id', 'int'],
  ['group_id', 'int'],
  ['computer_id', 'int'],
  ['hash_id', 'int'],
  ['variant_id', 'int'],
  ['event_type', 'text'],
  ['action', 'text'],
  ['severity', 'text'],
  ['hash_class', 'text'],
  ['user_name', 'text'],
];

/** alarm_events: the events an alert lists. */
export const ALARM_EVENT_COLUMNS: Array<[name: string, pgType: string]> = [
  ['id', 'bigint'],
  ['alarm_id', 'int'],
  ['event_type', 'text'],
  ['event_time', 'timestamptz'],
  ['user_name', 'text'],
  ['file_name', 'text'],
  ['file_path', 'text'],
  ['sha256', 'text'],
  ['publisher', 'text'],
  ['parent_process', 'text'],
  ['message', 'text'],
];
