// Which change history a settings record has: the change log names a settings record by its key
// without the "Settings" suffix (Email, Syslog, HashLookup).
import type { ApiSchema } from '../../../api/contract-types';

export const settingsEntityId = (settingKey: ApiSchema<'SettingKey'>): string =>
  settingKey.replace(/Settings$/, '');
