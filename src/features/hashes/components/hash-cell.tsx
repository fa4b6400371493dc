// The hash column's cell: the short hash linked to its page, with its copy button.
import { HashValue } from './HashValue';

export const hashCell = (hash: string) => <HashValue hash={hash} linked />;
