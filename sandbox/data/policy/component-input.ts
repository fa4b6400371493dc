// A component of the form (policy-component-form) as stored: the fields of its kind, the others
// null, the target lists show, and a key that stays the same across versions.
import { randomUUID } from 'node:crypto';
import type { components } from '../../../src/gen/openapi.gen';
import type { PolicyComponent } from '../../../src/domain/policy/effective-policy';

type ComponentForm = components['schemas']['policy-component-form.schema'];

const KIND_FIELDS: Record<PolicyComponent['kind'], readonly (keyof PolicyComponent)[]> = {
  trustedPublisher: ['publisher', 'product', 'versionFrom', 'versionTo'],
  trustedFolder: ['path'],
  powerApp: ['executable', 'mayLaunch'],
  appGroup: ['appName', 'iconId', 'publisher', 'product', 'path'],
  hash: ['sha256', 'fileName'],
};

const trimmed = (s: string | undefined) => (s === undefined || s.trim() === '' ? null : s.trim());

export function storedComponent(form: ComponentForm, key?: string): PolicyComponent {
  const all: PolicyComponent = {
    componentKey: key ?? form.componentKey ?? randomUUID(),
    kind: form.kind,
    action: form.action,
    target: '',
    publisher: null,
    product: null,
    versionFrom: null,
    versionTo: null,
    path: null,
    executable: null,
    mayLaunch: null,
    appName: null,
    iconId: null,
    sha256: null,
    fileName: null,
    note: trimmed(form.note),
    expiresAt: null,
    provenance: null,
  };
  const given: Partial<PolicyComponent> = {
    publisher: trimmed(form.publisher),
    product: trimmed(form.product),
    versionFrom: trimmed(form.versionFrom),
    versionTo: trimmed(form.versionTo),
    path: trimmed(form.path),
    executable: trimmed(form.executable),
    mayLaunch: form.mayLaunch?.map((m) => m.trim()) ?? null,
    appName: trimmed(form.appName),
    iconId: form.iconId ?? null,
    sha256: form.sha256?.toLowerCase() ?? null,
    fileName: trimmed(form.fileName),
  };
  for (const field of KIND_FIELDS[form.kind]) Object.assign(all, { [field]: given[field] ?? null });
  const target = {
    trustedPublisher: all.publisher,
    trustedFolder: all.path,
    powerApp: all.executable,
    appGroup: all.appName,
    hash: all.sha256,
  }[form.kind];
  return { ...all, target: target ?? '' };
}
