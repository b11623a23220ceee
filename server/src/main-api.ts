/** Service A alone, under BASE_PATH ('' by default). */
import { runEntry } from './cli/run-entry';

runEntry('main-api', (basePath) => ({ mainApi: basePath, campaign: false, site: false }));
