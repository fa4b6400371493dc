// Below the Global Admin, settings and SSO providers belong to the selected company: without
// one (a Partner Admin at partner level) there is nothing to read yet (the server says 400).
import type { RoleName } from '../../../domain/roles';
import type { ScopeSelection } from '../../../domain/scope-selection';

export const settingsNeedCompany = (role: RoleName | null, selection: Pick<ScopeSelection, 'company'>) =>
  role !== 'AGMSAdmin' && !selection.company;
