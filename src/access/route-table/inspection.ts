// The page access table: hash and event inspection, saved filters and threat intelligence
// (spec section 2), the company admins' and auditors' monitoring pages.
import { built, INSPECTION, redirect, type RouteAccess } from '../route-rows';
import { GR } from '../../domain/roles';

export const INSPECTION_ROUTES: readonly RouteAccess[] = [
  // Hash inspection
  built('/hash-inspection', 'nav.route.threatInspection', 'hashInspection', INSPECTION),
  built('/hash-inspection/malicious', 'nav.route.maliciousHashes', 'hashInspection', INSPECTION, {
    parent: '/hash-inspection',
  }),
  built('/hash-inspection/$hash', 'nav.route.hashDetails', 'hashInspection', [...INSPECTION, GR], {
    parent: '/hash-inspection',
    reason:
      'the group admin decides on the unique blocks of their groups: each block\u2019s hash opens its evidence, read-only and scoped to their groups (issue 32); the hash lists and the menu stay the inspection roles\u2019',
  }),

  // Event inspection
  redirect(
    '/event-inspection',
    'nav.route.eventInspection',
    'eventInspection',
    '/event-inspection/all-events',
    'the spec names /event-inspection/{param} only; the bare path opens its shortcut',
  ),
  built('/event-inspection/all-events', 'nav.route.allEvents', 'eventInspection', INSPECTION),
  built('/event-inspection/$view', 'nav.route.eventInspection', 'eventInspection', INSPECTION, {
    reason:
      'the {param} names a view: summary-events (individual events are the all-events shortcut); the full event and its process tree are the drawer of an event (?detail=<eventId>)',
  }),

  // Saved filters
  built('/saved-filters', 'nav.route.savedFilters', 'savedFilters', INSPECTION, {
    reason: 'saved filters are views of the event inspection: its roles',
  }),
  built('/saved-filters/$filterId', 'nav.route.savedFilter', 'savedFilters', INSPECTION, {
    parent: '/saved-filters',
    reason:
      'the {param} is a saved filter\u2019s id: it opens the event inspection with the filter\u2019s view',
  }),

  // Threat intelligence
  built('/cti', 'nav.route.cti', 'threatIntelligence', INSPECTION, {
    reason: 'threat intelligence goes with hash and event inspection',
  }),
];
