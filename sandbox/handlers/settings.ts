// Handlers of the Settings area: the email (SMTP), syslog and hash lookup settings and the single
// sign-on providers. A Global Admin works on the global records (company null); every other role
// on those of the selected company (x-company-guid; 400 without one). Secrets (SMTP password,
// hash lookup API key, SSO client secret) are stored but never returned: replies only say
// whether one is stored (and the API key's last 4 characters); a null or absent secret keeps the
// stored one. The SQL is sandbox/data/settings'.
import type { components } from '../../src/gen/openapi.gen';
import { invalid, ok } from '../http/replies';
import type { HandlerMap } from '../http/types';
import { readSettings, writeSettings } from '../data/settings/global-settings';
import { formErrors } from '../data/settings/setting-forms';
import { settingsTarget } from '../data/settings/settings-target';
import { deleteProvider, listProviders, providerIn, saveProvider } from '../data/settings/sso-providers';

type SettingKey = components['schemas']['SettingKey'];

const SAVED_MESSAGE: Record<SettingKey, string> = {
  EmailSettings: 'E-Mail settings has been updated!',
  SyslogSettings: 'Settings has been updated!',
  HashLookupSettings: 'Hash Lookup Successfully Saved',
};

export const settingsHandlers: HandlerMap = {
  async GlobalSettings_GetSettings({ db, principal, scope, query, t }) {
    const target = await settingsTarget(db, principal, scope, t);
    if ('error' in target) return target.error;
    return ok(await readSettings(db, query.settingKey, target));
  },

  async GlobalSettings_CreateOrUpdateSettings({ db, principal, scope, query, body, now, t }) {
    const key = query.settingKey;
    const errors = formErrors(key, body, t);
    if (errors.length > 0) return invalid(errors);
    const target = await settingsTarget(db, principal, scope, t);
    if ('error' in target) return target.error;
    const by = { userId: principal.userId, now };
    const saved = await writeSettings(db, key, target, body as Record<string, unknown>, by);
    return ok(saved, { message: SAVED_MESSAGE[key] });
  },

  async Sso_GetProviders({ db, principal, scope, t }) {
    const target = await settingsTarget(db, principal, scope, t);
    if ('error' in target) return target.error;
    return ok(await listProviders(db, target));
  },

  async Sso_GetProviderById({ db, principal, scope, query, t }) {
    const target = await settingsTarget(db, principal, scope, t);
    if ('error' in target) return target.error;
    const found = await providerIn(db, target, query.providerId);
    return found.ok ? ok(found.value) : found.error;
  },

  async Sso_CreateOrUpdateProvider({ db, principal, scope, body, now, t }) {
    const target = await settingsTarget(db, principal, scope, t);
    if ('error' in target) return target.error;
    const secret = typeof body.secret === 'string' && body.secret !== '' ? body.secret : null;
    const providerId = body.providerId ?? null;
    if (providerId !== null) {
      const found = await providerIn(db, target, providerId);
      if (!found.ok) return found.error;
    } else if (secret === null) {
      const key = 'validation.ssoProvider.secret.required';
      return invalid([{ field: '/secret', messageKey: key, message: t(key) }]);
    }
    // Fields a provider type does not use are stored as null.
    const azure = body.providerType === 'Azure';
    const fields = {
      providerType: body.providerType,
      displayName: body.displayName,
      clientId: body.clientId,
      objectId: azure ? (body.objectId ?? null) : null,
      tenantId: azure ? (body.tenantId ?? null) : null,
      authUrl: body.providerType === 'Okta' ? (body.authUrl ?? null) : null,
      secret,
    };
    const savedId = await saveProvider(db, target, providerId, fields, { userId: principal.userId, now });
    const saved = await providerIn(db, target, savedId);
    return saved.ok ? ok(saved.value, { message: 'Settings has been updated!' }) : saved.error;
  },

  async Sso_DeleteProvider({ db, principal, scope, body, t }) {
    const target = await settingsTarget(db, principal, scope, t);
    if ('error' in target) return target.error;
    const found = await providerIn(db, target, body.providerId);
    if (!found.ok) return found.error;
    await deleteProvider(db, body.providerId);
    return ok(found.value, { message: 'Single sign-on provider deleted.' });
  },
};
