// The catalogue's rows: file_hashes and event_variants (with their process trees).
import type { Database } from '../../db/database';
import { bulkLoad } from '../bulk-load';
import { insertRows } from '../context';
import type { Catalogue } from './catalogue';

export async function insertCatalogue(db: Database, catalogue: Catalogue): Promise<void> {
  await insertRows(
    db,
    'file_hashes',
    [
      ['id', 'int'],
      ['sha256', 'text'],
      ['md5', 'text'],
      ['sha1', 'text'],
      ['file_name', 'text'],
      ['hash_type', 'text'],
      ['hash_class', 'text'],
      ['severity', 'text'],
      ['detection_count', 'int'],
      ['engine_count', 'int'],
      ['publisher', 'text'],
      ['first_seen', 'timestamptz'],
    ],
    catalogue.hashes.map((h) => [
      h.id,
      h.sha256,
      h.md5,
      h.sha1,
      h.fileName,
      h.hashType,
      h.cls,
      h.severity,
      h.detections,
      h.engines,
      h.publisher,
      h.firstSeen,
    ]),
  );
  await bulkLoad(db, 'event_variants', () =>
    insertRows(
      db,
      'event_variants',
      [
        ['id', 'int'],
        ['hash_id', 'int'],
        ['event_type', 'text'],
        ['file_name', 'text'],
        ['file_path', 'text'],
        ['policy_name', 'text'],
        ['process_tree', 'json'],
      ],
      catalogue.variants.map((v) => [
        v.id,
        v.hashId,
        v.event,
        v.fileName,
        v.filePath,
        v.policy,
        v.tree === null ? null : JSON.stringify(v.tree),
      ]),
      2000,
    ),
  );
}
