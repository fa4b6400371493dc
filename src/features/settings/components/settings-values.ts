// Stored settings as read -> the values their forms start from. Secrets are never read back
// (the server says only whether one is stored), so their fields start empty: left empty, the
// stored secret is kept.
import type { ApiSchema } from '../../../api/contract-types';
import type { HashLookupSettingsFormData } from '../../../components/schema-form/forms/hash-lookup-settings-form.gen';
import type { SmtpSettingsFormData } from '../../../components/schema-form/forms/smtp-settings-form.gen';
import type { SyslogSettingsFormData } from '../../../components/schema-form/forms/syslog-settings-form.gen';

type Stored =
  ApiSchema<'EmailSettings'> | ApiSchema<'SyslogSettings'> | ApiSchema<'HashLookupSettings'> | null;

export function emailSettingsOf(stored: Stored | undefined): ApiSchema<'EmailSettings'> | null {
  return stored?.settingKey === 'EmailSettings' ? stored : null;
}
export function syslogSettingsOf(stored: Stored | undefined): ApiSchema<'SyslogSettings'> | null {
  return stored?.settingKey === 'SyslogSettings' ? stored : null;
}
export function hashLookupSettingsOf(stored: Stored | undefined): ApiSchema<'HashLookupSettings'> | null {
  return stored?.settingKey === 'HashLookupSettings' ? stored : null;
}

export function smtpValues(s: ApiSchema<'EmailSettings'> | null): Partial<SmtpSettingsFormData> {
  if (!s) return {};
  return {
    server: s.server,
    port: s.port,
    email: s.email,
    ...(s.username ? { username: s.username } : {}),
    enableSsl: s.enableSsl,
  };
}

export function syslogValues(s: ApiSchema<'SyslogSettings'> | null): Partial<SyslogSettingsFormData> {
  if (!s) return {};
  return { serverIp: s.serverIp as string, port: s.port, enabled: s.enabled };
}

export function hashLookupValues(
  s: ApiSchema<'HashLookupSettings'> | null,
): Partial<HashLookupSettingsFormData> {
  return s ? { url: s.url } : {};
}
