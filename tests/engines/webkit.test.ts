/** The visitor journeys (journeys.ts) in WebKitGTK's MiniBrowser, through WebKitWebDriver (under xvfb-run). */
import { journeys } from './journeys';
import { launchWebKit } from './support/webkitEngine';

journeys(launchWebKit);
