// The email (SMTP), syslog and hash lookup settings (GlobalSettings/GetSettings by key): global
// for a Global Admin, the selected company's otherwise (the scope headers decide). Loaders and
// pages share these factories.
import type { ApiQueries } from '../../../api/queries';

export const emailSettingsQuery = (queries: ApiQueries) =>
  queries.settings.global({ settingKey: 'EmailSettings' });

export const syslogSettingsQuery = (queries: ApiQueries) =>
  queries.settings.global({ settingKey: 'SyslogSettings' });

export const hashLookupSettingsQuery = (queries: ApiQueries) =>
  queries.settings.global({ settingKey: 'HashLookupSettings' });

export const ssoProvidersQuery = (queries: ApiQueries) => queries.settings.ssoProviders();
