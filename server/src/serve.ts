/** `npm start`: the composed site, service A under /api and service B under /campaign-api. */
import { COMPOSED } from './app';
import { runEntry } from './cli/run-entry';

runEntry('mediamart', () => COMPOSED);
