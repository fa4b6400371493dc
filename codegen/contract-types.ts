// The contract's TypeScript types (openapi-typescript), for src/api only.
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { BANNER } from './banner.ts';

export async function generateContractTypes(rootDocument: string): Promise<string> {
  const ast = await openapiTS(pathToFileURL(rootDocument), {
    alphabetize: false,
    // Every property the contract marks required is required in the types too.
    defaultNonNullable: true,
    exportType: true,
  });
  return `${BANNER}/* eslint-disable */\n${astToString(ast)}`;
}
