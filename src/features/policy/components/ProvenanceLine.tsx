// A rule's origin (issue 28): "Allowed from event 9000506 by Dana Kim, reason: …, expires …", the
// evidence's id a link to its page (when the role may open it); a rule past its expiry says it no
// longer applies (the sandbox leaves it out of the effective policy; a block's page still lists it).
import { useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { useCan } from '../../../access/use-can';
import { RouterLink } from '../../../components/paged-table/router-link';
import { formatDateTime } from '../../../i18n/format';
import { provenanceEvidence } from '../api/provenance-links';

/** Stands for the evidence in the translated line, which is cut there to put the link in. */
const MARK = '\u0000';

export function ProvenanceLine({
  component,
}: {
  component: Pick<ApiSchema<'PolicyComponent'>, 'action' | 'expiresAt' | 'provenance'>;
}) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  // The clock when the line is shown (a list is read again on each visit, the line with it).
  const [now] = useState(Date.now);
  const { provenance, expiresAt } = component;
  if (!provenance && !expiresAt) return null;
  const at = expiresAt ? formatDateTime(expiresAt, i18n.language) : '';
  const expired = expiresAt !== null && Date.parse(expiresAt) <= now;
  const expiry = expiresAt
    ? t(expired ? 'policyRules.provenance.expired' : 'policyRules.provenance.expires', { at })
    : '';
  const evidence = provenance ? provenanceEvidence(provenance) : null;
  if (!provenance || !evidence)
    return (
      <Text component="span" size="xs" c={expired ? 'red.8' : 'dimmed'} display="block">
        {t('policyRules.provenance.onlyExpiry', { expiry })}
      </Text>
    );
  const [before = '', after = ''] = t(`policyRules.provenance.${component.action}`, {
    evidence: MARK,
    by: provenance.createdBy,
    reason: provenance.reason,
    expiry,
  }).split(MARK);
  const words = t(`policyRules.provenance.evidence.${provenance.source}`, { id: evidence.id });
  const href = evidence.href && can.open(evidence.href.split('?')[0]!) ? evidence.href : null;
  return (
    <Text component="span" size="xs" c={expired ? 'red.8' : 'dimmed'} display="block">
      {before}
      {href ? <RouterLink href={href}>{words}</RouterLink> : words}
      {after}
    </Text>
  );
}
