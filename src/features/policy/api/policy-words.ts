// The words of the policy model's values (levels, offers, kinds, actions, ways a block arrives,
// rule states) as the policy pages show them: the one enum catalogue's keys (ENUM_LABELS), with
// the badges' colours of this area.
import type { ApiSchema } from '../../../api/contract-types';
import type { BadgeStyle } from '../../../components/paged-table/table-definition';
import { ENUM_LABELS } from '../../../i18n/enum-labels';

type Kind = ApiSchema<'PolicyComponentKind'>;
type Action = ApiSchema<'PolicyRuleAction'>;
type Offer = ApiSchema<'PolicyOffer'>;

export const LEVEL_WORDS = ENUM_LABELS.PolicyLevel;
export const VIA_WORDS = ENUM_LABELS.PolicyVia;
export const STATE_WORDS = ENUM_LABELS.PolicyRuleState;
export const NODE_WORDS = ENUM_LABELS.PolicyNodeType;

export const KIND_WORDS = ENUM_LABELS.PolicyComponentKind;
export const OFFER_WORDS = ENUM_LABELS.PolicyOffer;

export const KINDS = Object.keys(KIND_WORDS) as Kind[];
export const ACTIONS: readonly Action[] = ['allow', 'deny'];
export const OFFERS = Object.keys(OFFER_WORDS) as Offer[];

export const ACTION_BADGES = {
  allow: { labelKey: ENUM_LABELS.PolicyRuleAction.allow, color: 'green' },
  deny: { labelKey: ENUM_LABELS.PolicyRuleAction.deny, color: 'red' },
} as const satisfies Record<Action, BadgeStyle>;

export const OFFER_BADGES = {
  mandatory: { labelKey: OFFER_WORDS.mandatory, color: 'blue' },
  elective: { labelKey: OFFER_WORDS.elective, color: 'violet' },
} as const satisfies Record<Offer, BadgeStyle>;
