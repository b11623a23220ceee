// The app's modules are evaluated when this file is (one task); the app starts in the next.
import { nextTask } from './lib/next-task';
import { startApp } from './start-app';

nextTask(startApp);
