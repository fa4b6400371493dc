// A list request's sort column the list does not offer: thrown by the data layer's sort
// whitelist, answered 400 by the /restapi gate (restapi.ts). Here so that http never imports data.
export class BadSort extends Error {}
