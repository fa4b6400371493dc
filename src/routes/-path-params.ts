// Path parameters of detail routes (`/endpoints/computer/$computerGuid`), checked before the
// loader runs: a malformed one is the not-found page, never a request. The route's loader and
// page then read the parsed value (Route.useParams()).
//   params: guidParam('computerGuid'),
import { notFound } from '@tanstack/react-router';
import { isGuid } from '../api/guid';

/** A guid segment, lower-cased (the contract's guids are). */
export function guidParam<K extends string>(name: K) {
  return {
    parse: (raw: Record<string, string>): Record<K, string> => {
      const value = raw[name];
      if (!isGuid(value)) throw notFound();
      return { [name]: value.toLowerCase() } as Record<K, string>;
    },
    stringify: (params: Record<K, string>): Record<K, string> =>
      ({ [name]: params[name] }) as Record<K, string>,
  };
}

/** A positive integer segment (an id of the contract). */
export function idParam<K extends string>(name: K) {
  return {
    parse: (raw: Record<string, string>): Record<K, number> => {
      const value = raw[name];
      if (value === undefined || !/^[1-9][0-9]{0,15}$/.test(value)) throw notFound();
      return { [name]: Number(value) } as Record<K, number>;
    },
    stringify: (params: Record<K, number>): Record<K, string> =>
      ({ [name]: String(params[name]) }) as Record<K, string>,
  };
}

interface ParamSpec<T, S> {
  parse: (raw: Record<string, string>) => T;
  stringify: (params: T) => S;
}

/** Several segments of one path (`/endpoints/company/$companyId/sites/$siteGuid/groups`), each checked. */
export function pathParams<A, SA, B, SB>(
  a: ParamSpec<A, SA>,
  b: ParamSpec<B, SB>,
): ParamSpec<A & B, SA & SB> {
  return {
    parse: (raw) => ({ ...a.parse(raw), ...b.parse(raw) }),
    stringify: (params) => ({ ...a.stringify(params), ...b.stringify(params) }),
  };
}
