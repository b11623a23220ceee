// The inlined first script (boot.ts): runs as soon as the parser reaches the end of the page.
import { boot } from './boot';

boot(window);
