// Typed message keys: `t('…')` accepts only keys of the English catalogue (every file of
// locales/en, merged into the one `translation` namespace as resources.ts merges them), so a
// wrong key fails `npm run typecheck` instead of showing the key on a screen. Japanese has the
// same keys (tests/unit/locales.test.ts, which also checks that every file is listed here).
import 'i18next';
import type account from '../../locales/en/account.json';
import type admin from '../../locales/en/admin.json';
import type agent from '../../locales/en/agent.json';
import type alertNames from '../../locales/en/alert-names.json';
import type alerts from '../../locales/en/alerts.json';
import type auth from '../../locales/en/auth.json';
import type changeHistoryRestore from '../../locales/en/change-history-restore.json';
import type charts from '../../locales/en/charts.json';
import type common from '../../locales/en/common.json';
import type companies from '../../locales/en/companies.json';
import type companySelection from '../../locales/en/company-selection.json';
import type confirmDialog from '../../locales/en/confirm-dialog.json';
import type cti from '../../locales/en/cti.json';
import type dashboard from '../../locales/en/dashboard.json';
import type endpoints from '../../locales/en/endpoints.json';
import type errors from '../../locales/en/errors.json';
import type events from '../../locales/en/events.json';
import type forms from '../../locales/en/forms.json';
import type hashes from '../../locales/en/hashes.json';
import type history from '../../locales/en/history.json';
import type historyFields from '../../locales/en/history-fields.json';
import type nav from '../../locales/en/nav.json';
import type policy from '../../locales/en/policy.json';
import type policyForms from '../../locales/en/policy-forms.json';
import type policyOverview from '../../locales/en/policy-overview.json';
import type policyReview from '../../locales/en/policy-review.json';
import type policyRules from '../../locales/en/policy-rules.json';
import type policyTopology from '../../locales/en/policy-topology.json';
import type profile from '../../locales/en/profile.json';
import type rules from '../../locales/en/rules.json';
import type savedFilters from '../../locales/en/saved-filters.json';
import type schemaForm from '../../locales/en/schema-form.json';
import type scope from '../../locales/en/scope.json';
import type servers from '../../locales/en/servers.json';
import type session from '../../locales/en/session.json';
import type settings from '../../locales/en/settings.json';
import type shell from '../../locales/en/shell.json';
import type table from '../../locales/en/table.json';
import type shortcuts from '../../locales/en/shortcuts.json';
import type palette from '../../locales/en/palette.json';
import type validation from '../../locales/en/validation.json';
import type validationSignIn from '../../locales/en/validation-sign-in.json';

type English = typeof account &
  typeof admin &
  typeof agent &
  typeof alertNames &
  typeof alerts &
  typeof auth &
  typeof changeHistoryRestore &
  typeof charts &
  typeof common &
  typeof companies &
  typeof companySelection &
  typeof confirmDialog &
  typeof cti &
  typeof dashboard &
  typeof endpoints &
  typeof errors &
  typeof events &
  typeof forms &
  typeof hashes &
  typeof history &
  typeof historyFields &
  typeof nav &
  typeof policy &
  typeof policyForms &
  typeof policyOverview &
  typeof policyReview &
  typeof policyRules &
  typeof policyTopology &
  typeof profile &
  typeof rules &
  typeof savedFilters &
  typeof schemaForm &
  typeof scope &
  typeof servers &
  typeof session &
  typeof settings &
  typeof shell &
  typeof table &
  typeof shortcuts &
  typeof palette &
  typeof validation &
  typeof validationSignIn;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: English };
    returnNull: false;
  }
}
