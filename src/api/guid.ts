// The contract's guids (format uuid): what a guid in a URL must look like before it is sent.
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isGuid = (value: string | undefined): value is string => value !== undefined && GUID.test(value);
