// The email (SMTP), syslog and hash lookup settings (GlobalSettings/GetSettings by key): global
// for a Global Admin, the selected company's otherwise (the scope headers decide). Loaders and
// pages share these factories.
import type { Queries } from '../../../api/query-layer';

export const emailSettingsQuery = (queries: Queries) =>
  queries.GlobalSettings_GetSettings({ settingKey: 'EmailSettings' });

export const syslogSettingsQuery = (queries: Queries) =>
  queries.GlobalSettings_GetSettings({ settingKey: 'SyslogSettings' });

export const hashLookupSettingsQuery = (queries: Queries) =>
  queries.GlobalSettings_GetSettings({ settingKey: 'HashLookupSettings' });

export const ssoProvidersQuery = (queries: Queries) => queries.Sso_GetProviders();
