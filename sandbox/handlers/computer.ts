// Handlers of the Computer area: the endpoint lists, details, search, users by computers, the
// management server's list of an agms group, one-time passwords and deletion. The SQL is
// sandbox/data/computer's.
//
// A deleted computer (computers.deleted) is gone from every list and lookup; its events stay,
// and the management server lists it as Uninstalled.
import { randomInt } from 'node:crypto';
import { forbidden, notFound, ok } from '../http/replies';
import type { HandlerMap } from '../http/types';
import { nodeInScope } from '../data/scope-filters';
import { agmsGroupsOf, agscComputerPage, isAgmsGroup } from '../data/computer/agsc-computers';
import { computerList, type ComputerFilter } from '../data/computer/computer-lists';
import { computerUserPage } from '../data/computer/computer-users';
import {
  computerDetail,
  deleteComputer,
  insertOtp,
  liveComputer,
  searchComputers,
} from '../data/computer/computers';

const OTP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `YYYY-MM-DDTHH:mm:ssZ`. */
const isoSecond = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

export const computerHandlers: HandlerMap = {
  async Computer_GetActiveOrOffileneComputers({ db, scope, body }) {
    const filter: ComputerFilter = {
      status: body.status,
      protectionMode: body.protectionMode,
      os: body.os,
      agentVersion: body.agentVersion,
      policyBehind: body.policyBehind,
      search: body.search,
      searchIpv6: true,
    };
    for (const [kind, guid, key] of [
      ['company', body.companyGuid, 'companyId'],
      ['site', body.siteGuid, 'siteId'],
      ['group', body.groupGuid, 'groupId'],
    ] as const) {
      if (!guid) continue;
      const node = await nodeInScope(db, scope, kind, guid);
      if (node === 'forbidden') return forbidden();
      filter[key] = node.id;
    }
    const page = await computerList(db, scope, filter, body);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async Computer_GetGroupComputersFromEs({ db, scope, body }) {
    const group = await nodeInScope(db, scope, 'group', body.groupGuid);
    if (group === 'forbidden') return forbidden();
    const filter: ComputerFilter = {
      groupId: group.id,
      status: body.status ?? 'all',
      protectionMode: body.protectionMode,
      search: body.search,
    };
    const page = await computerList(db, scope, filter, body);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async Computer_GetComputerList({ db, scope, query }) {
    const filter: ComputerFilter = { search: query.search };
    if (query.groupGuid) {
      const group = await nodeInScope(db, scope, 'group', query.groupGuid);
      if (group === 'forbidden') return forbidden();
      filter.groupId = group.id;
    }
    const page = await computerList(db, scope, filter, query);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async Computer_GenerateOtp({ db, principal, scope, body, now }) {
    const otp = Array.from({ length: 8 }, () => OTP_ALPHABET[randomInt(OTP_ALPHABET.length)]).join('');
    const expires = new Date(now.getTime() + 3_600_000);
    const computer = await insertOtp(db, principal, scope, {
      computerGuid: body.computerGuid,
      otp,
      now,
      expires,
    });
    if (!computer) return notFound();
    return ok({
      computerGuid: computer.guid,
      computerName: computer.name,
      otp,
      generatedAt: isoSecond(now),
      expiresAt: isoSecond(expires),
    });
  },

  async Computer_GetComputerDetail({ db, scope, query, now }) {
    const detail = await computerDetail(db, scope, query.computerGuid, now);
    return detail ? ok(detail) : notFound();
  },

  async Computer_SearchComputer({ db, scope, query, now }) {
    const found = await searchComputers(db, scope, query.search, now);
    return ok(found.rows, { totalCount: found.totalCount });
  },

  async Computer_GetComputerUserList({ db, scope, query, now }) {
    let computerId: number | null = null;
    if (query.computerGuid) {
      const computer = await liveComputer(db, scope, { guid: query.computerGuid });
      if (!computer) return notFound();
      computerId = computer.id;
    }
    const page = await computerUserPage(db, scope, query, computerId, now);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async Computer_GetAgscComputerList({ db, scope, query }) {
    // The group asked for (or selected); without one, every agms group of the scope.
    let groupIds: number[];
    const guid = query.groupGuid;
    if (guid || scope.groupId !== null) {
      let groupId = scope.groupId;
      if (guid) {
        const group = await nodeInScope(db, scope, 'group', guid);
        if (group === 'forbidden') return forbidden();
        groupId = group.id;
      }
      if (!(await isAgmsGroup(db, groupId))) return notFound();
      groupIds = [groupId!];
    } else {
      groupIds = await agmsGroupsOf(db, scope);
    }
    const page = await agscComputerPage(db, groupIds, query);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async Computer_DeleteComputer({ db, principal, scope, query, now }) {
    const deleted = await deleteComputer(db, principal, scope, query.computerId, now);
    if (!deleted) return notFound();
    return ok(
      {
        computerId: deleted.id,
        computerGuid: deleted.guid,
        computerName: deleted.name,
        deleted: true as const,
      },
      { message: 'The computer was deleted.' },
    );
  },
};
