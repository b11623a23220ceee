/** Service B alone, under BASE_PATH ('' by default). */
import { runEntry } from './cli/run-entry';

runEntry('campaign-service', (basePath) => ({ mainApi: false, campaign: basePath, site: false }));
