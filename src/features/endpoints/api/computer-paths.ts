// The console paths of the endpoint pages (areas link through routes: other lists use these).
export const computerPath = (computerGuid: string) => `/endpoints/computer/${computerGuid}`;
export const computersPath = (status: string) => `/endpoints/computers/${status}`;
